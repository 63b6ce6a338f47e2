import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { UserSearchResult } from '@podbridge/shared/types';

export type UserTypeFilter = '' | 'expert' | 'podcaster' | 'listener';

export interface UserSearch {
  search: string;
  user_type: UserTypeFilter;
  /** An expert category id; only sent with user_type expert. */
  category: string;
}

/** GET /users/search/search/?search=&user_type=&category=: at most 50 users, never the caller. */
export async function searchUsers({ search, user_type, category }: UserSearch): Promise<UserSearchResult[]> {
  return api.get('/users/search/search/', {
    query: {
      search: search.trim(),
      ...(user_type ? { user_type } : {}),
      ...(user_type === 'expert' && category ? { category: Number(category) } : {}),
    },
  });
}

/** The results of a submitted search (null before one); a failed search is only logged. */
export function useUserSearch(submitted: UserSearch | null) {
  return useQuery({
    queryKey: ['users', 'search', submitted] as const,
    queryFn: logFailure('User search failed', () => searchUsers(submitted!)),
    enabled: submitted !== null,
    retry: false,
  });
}
