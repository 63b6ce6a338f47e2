import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiResponse, Registration } from '@podbridge/shared/types';

export type RegisteredUser = ApiResponse<'/api/users/register/', 'post', 201>;

/** POST /users/register/: the account waits for its email address to be verified. */
export async function registerAccount(registration: Registration): Promise<RegisteredUser> {
  return api.post('/users/register/', { body: registration });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
