import { apiClient } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { expertFormData, useExpertSave, type ExpertFields } from './expertChanges';

/** PUT /experts/my-profile/ multipart with the fields given; omitted ones stay. */
export async function updateMyExpertProfile(fields: Partial<ExpertFields>): Promise<Expert> {
  const { data } = await apiClient.put<Expert>(
    '/experts/my-profile/',
    expertFormData(fields, { file: null }, { keepEmpty: true }),
  );
  return data;
}

/** Saves My Profile's Edit Profile dialog; the own profile, its detail and the directory then ask again. */
export function useUpdateMyExpertProfile() {
  return useExpertSave(updateMyExpertProfile);
}
