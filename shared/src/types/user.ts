export type UserType = 'podcaster' | 'expert' | 'listener';

/** A user as the API returns it (`/users/me/`, login). */
export interface User {
  id: number;
  username: string;
  email: string;
  user_type: UserType;
  is_admin: boolean;
}

/** What the browser keeps under `userData` (spec section 3). */
export type StoredUserData = Pick<User, 'id' | 'username' | 'user_type'> & Partial<Pick<User, 'email' | 'is_admin'>>;

export interface AuthTokens {
  access: string;
  refresh: string;
}

export interface LoginResponse extends AuthTokens {
  user: User;
}
