import type { ApiUser, LoginResult, Tokens } from './apiShapes';

/** A user as the API returns it (`/users/me/`, login). */
export type User = ApiUser;
export type UserType = User['user_type'];

/** What the browser keeps under `userData`. */
export type StoredUserData = Pick<User, 'id' | 'username' | 'user_type'> & Partial<Pick<User, 'email' | 'is_admin'>>;

export type AuthTokens = Tokens;
export type LoginResponse = LoginResult;
