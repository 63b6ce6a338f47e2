import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Follows a link from an email once, on load: the cache shares one request between StrictMode's double effects and
 * later visits, and nothing asks again (no retry, never stale), because such an endpoint answers only the first
 * call as it did. Nothing is asked without a token. `refreshes`: the queries whose answers the link changed.
 */
export function useSingleUseLink<Answer>(
  name: string,
  token: string | undefined,
  follow: (token: string) => Promise<Answer>,
  refreshes?: QueryKey,
) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['account', name, token ?? ''] as const,
    queryFn: async () => {
      const answer = await follow(token ?? '');
      if (refreshes) void client.invalidateQueries({ queryKey: refreshes });
      return answer;
    },
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
}
