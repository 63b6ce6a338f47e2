import { useAuth } from '@podbridge/shared/auth';

/** The signed-in user's id: one's own profile is cached per account, so a second account never sees the first's. */
export function useViewerId(): number | null {
  const { user, isAuthenticated } = useAuth();
  return isAuthenticated && user ? user.id : null;
}
