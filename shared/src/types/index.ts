export type { UserType, User, StoredUserData, AuthTokens, LoginResponse } from './user';
export type { Page, ApiFieldErrors, ApiErrorBody } from './api';
export type {
  RemoteName,
  RemoteRoutesContract,
  HomeSectionContract,
  MessageDialogProps,
  MessageDialogContract,
  RemoteModules,
} from './remotes';
export { REMOTE_NAMES } from './remotes';
