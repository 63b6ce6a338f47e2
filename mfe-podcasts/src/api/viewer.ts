import { useAuth } from '@podbridge/shared/auth';

/** Lists and podcasts carry the viewer's own state (pending podcasts, likes): each viewer has keys of their own. */
export function useViewerId(): number | null {
  const { user, isAuthenticated } = useAuth();
  return isAuthenticated && user ? user.id : null;
}
