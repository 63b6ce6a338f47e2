export {
  apiClient,
  configureApi,
  onSessionEnded,
  refreshAccessToken,
  currentAccessToken,
  isRefreshSkipped,
  REFRESH_SKIP_LIST,
  DEFAULT_API_BASE_URL,
} from './client';
export { describeApiError, apiErrorMessage, firstFieldErrors } from './errors';
export type { DescribedApiError } from './errors';
export { logFailure } from './logFailure';
export { api, fillPath } from './typed';
export type { AnswerOf, BodyOf, PathsWith } from './typed';
