import { authStore } from '@podbridge/shared/auth';
import { queryClient } from './queryClient';

export {
  queryClient,
  createQueryClient,
  hydrateFromPage,
  QueryProvider,
  shouldRetry,
  STALE_TIME_MS,
} from './queryClient';

// Cached answers are the viewer's (like states, their own podcasts): another viewer starts from a fresh cache, and
// what the page shows is asked again as them.
authStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) void queryClient.resetQueries();
});
export { announceChange, onChange } from './changes';
export type { ChangedData } from './changes';
