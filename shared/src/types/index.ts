export type { UserType, User, StoredUserData, AuthTokens, LoginResponse } from './user';
export type { Page, ApiFieldErrors, ApiErrorBody } from './api';
export type * from './apiShapes';
export type {
  RemoteName,
  RemoteRoutesContract,
  HomeSectionContract,
  MessageDialogProps,
  MessageDialogContract,
  RemoteModules,
  MyPodcastsProps,
  MyPodcastsContract,
  ExpertProfileEditorProps,
  ExpertProfileEditorContract,
  InviteDialogProps,
  InviteDialogContract,
  TrackRecordProps,
  TrackRecordContract,
  NavCountProps,
  NavCountContract,
  SuggestedGuestsProps,
  SuggestedGuestsContract,
  SuggestedShowsContract,
} from './remotes';
export { REMOTE_NAMES } from './remotes';
export { requestLimits } from './generated/limits';
