export {
  apiClient,
  configureApi,
  onSessionEnded,
  refreshAccessToken,
  isRefreshSkipped,
  REFRESH_SKIP_LIST,
  DEFAULT_API_BASE_URL,
} from './client';
export { describeApiError, apiErrorMessage, firstFieldErrors } from './errors';
export type { DescribedApiError } from './errors';
export { queryClient, createQueryClient, QueryProvider, shouldRetry, STALE_TIME_MS } from './queryClient';
