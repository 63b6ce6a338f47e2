import { api } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { expertFormData, useExpertSave, type ExpertFields } from './expertChanges';

export interface NewExpertProfile {
  fields: ExpertFields;
  picture: File | null;
}

/** POST /experts/create/ multipart; the profile waits for an admin's approval. */
export async function createExpertProfile({ fields, picture }: NewExpertProfile): Promise<Expert> {
  return api.post('/experts/create/', { body: expertFormData(fields, { file: picture }, { keepEmpty: false }) });
}

/** Creates the signed-in expert's profile; the own profile and the directory then ask again. */
export function useCreateExpertProfile() {
  return useExpertSave(createExpertProfile);
}
