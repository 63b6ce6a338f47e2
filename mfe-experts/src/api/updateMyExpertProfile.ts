import { api } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { expertFormData, useExpertSave, type ExpertFields } from './expertChanges';

/** PUT /experts/my-profile/ multipart with the fields given; omitted ones stay. */
export async function updateMyExpertProfile(fields: Partial<ExpertFields>): Promise<Expert> {
  return api.put('/experts/my-profile/', { body: expertFormData(fields, { file: null }, { keepEmpty: true }) });
}

/** Saves My Profile's Edit Profile dialog; the own profile, its detail and the directory then ask again. */
export function useUpdateMyExpertProfile() {
  return useExpertSave(updateMyExpertProfile);
}
