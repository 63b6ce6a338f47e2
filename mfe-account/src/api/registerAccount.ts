import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { ApiResponse, Registration } from '@podbridge/shared/types';

export type RegisteredUser = ApiResponse<'/api/users/register/', 'post', 201>;

/** POST /users/register/: the account waits for its email address to be verified. */
export async function registerAccount(registration: Registration): Promise<RegisteredUser> {
  const { data } = await apiClient.post<RegisteredUser>('/users/register/', registration);
  return data;
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
