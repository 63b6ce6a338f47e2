import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@podbridge/shared/auth';
import type { Login } from '@podbridge/shared/types';

/** POST /users/login/ through the shared auth store, which stores the tokens and the user. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: (credentials: Login) => login(credentials) });
}
