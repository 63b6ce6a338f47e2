import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';

/** Every viewer's copy of one profile: what a change to it refreshes. */
export function expertKey(id: number | string) {
  return ['experts', 'detail', String(id)] as const;
}

/** GET /experts/profiles/{id}/. */
export async function fetchExpert(id: number): Promise<Expert> {
  return api.get('/experts/profiles/{id}/', { path: { id } });
}

/** One profile by its route id; the page decides what a failure means. */
export function useExpert(id: string | undefined) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...expertKey(id ?? ''), viewerId],
    queryFn: () => fetchExpert(Number(id)),
    enabled: id !== undefined,
  });
}
