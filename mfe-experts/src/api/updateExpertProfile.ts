import { api } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { expertFormData, useExpertSave, type ExpertFields, type PictureChange } from './expertChanges';

export interface ExpertProfileUpdate {
  id: number;
  fields: ExpertFields;
  picture: PictureChange;
}

/** PATCH /experts/{id}/ multipart, every field sent (empty clears it); the picture only when changed. */
export async function updateExpertProfile({ id, fields, picture }: ExpertProfileUpdate): Promise<Expert> {
  return api.patch('/experts/{id}/', { path: { id }, body: expertFormData(fields, picture, { keepEmpty: true }) });
}

/** Saves the edit page; the profile, the directory and the own profile then ask again. */
export function useUpdateExpertProfile() {
  return useExpertSave(updateExpertProfile);
}
