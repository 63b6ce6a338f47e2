import { Type, type Static } from '@sinclair/typebox';
import { Body, PersonRef, StringEnum } from '../../http/schemas';
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  REGISTRATION_USER_TYPES,
  SITE_LANGUAGES,
  USER_TYPES,
} from './rules';
import { MAX_TOKEN_LENGTH } from './secrets';

export const User = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    user_type: StringEnum(USER_TYPES),
    is_admin: Type.Boolean(),
  },
  { $id: 'User', description: 'A user as the API shows it: never the password hash or internal timestamps.' },
);
export type User = Static<typeof User>;

/** The signed-in user with their own settings (GET and PATCH /users/me/). */
export const CurrentUser = Type.Object(
  {
    ...User.properties,
    message_emails: Type.Boolean({
      description:
        'Whether a message unread for 15 minutes is followed by an email (at most one per conversation a day).',
    }),
    language: StringEnum(SITE_LANGUAGES, {
      description: 'The language chosen on the site: emails are written in it, and the site follows it at sign-in.',
    }),
  },
  { $id: 'CurrentUser', description: 'The signed-in user and their settings.' },
);
export type CurrentUser = Static<typeof CurrentUser>;

/** Each setting is changed only when sent. */
export const UserSettingsBody = Body('UserSettings', {
  message_emails: Type.Optional(
    Type.Boolean({ description: 'Email me about messages I have not read for 15 minutes.' }),
  ),
  language: Type.Optional(StringEnum(SITE_LANGUAGES, { description: 'The language of the site and my emails.' })),
});

/** A password as a request sends it; the rules it must meet are the service's (passwordProblems). */
const Password = (description?: string) => Type.String({ maxLength: MAX_PASSWORD_LENGTH, description });
/** A username or an email address, whichever the user types. */
const Login = (description: string) =>
  Type.String({ maxLength: Math.max(MAX_USERNAME_LENGTH, MAX_EMAIL_LENGTH), description });
/** A token the API issued (a refresh token, or the token of a link in an email). */
const Token = (description?: string) => Type.String({ maxLength: MAX_TOKEN_LENGTH, description });

export const RegisterBody = Body(
  'Registration',
  {
    username: Type.String({
      maxLength: MAX_USERNAME_LENGTH,
      description: '3-150 letters, digits and @.+-_; unique regardless of case.',
    }),
    email: Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'Unique regardless of case; stored lower-cased.' }),
    password: Password('At least 8 characters, not entirely numeric, not too similar to the username.'),
    user_type: StringEnum(REGISTRATION_USER_TYPES),
    language: Type.Optional(
      StringEnum(SITE_LANGUAGES, { description: 'The language chosen on the site; English when left out.' }),
    ),
  },
  'A new podcaster or expert account; a verification link goes to the email address.',
  [
    {
      username: 'sara.nilsson',
      email: 'sara.nilsson@example.se',
      password: 'Sömnforskning-2026',
      user_type: 'expert',
      language: 'sv',
    },
  ],
);

export const LoginBody = Body(
  'Login',
  {
    username: Login('A username or an email address, in any case.'),
    password: Password(),
    remember_me: Type.Optional(
      Type.Boolean({ default: false, description: 'Keep the session 30 days instead of 1 day.' }),
    ),
  },
  'A username or email address and its password.',
  [{ username: 'sara.nilsson@example.se', password: 'Sömnforskning-2026', remember_me: true }],
);

export const TokenPairResponse = Type.Object({ access: Type.String(), refresh: Type.String() }, { $id: 'Tokens' });
export const LoginResponse = Type.Object(
  { access: Type.String(), refresh: Type.String(), user: CurrentUser },
  { $id: 'LoginResult' },
);
export const RefreshBody = Body('RefreshToken', { refresh: Token() });
export const TokenRefreshBody = Body('TokenRefresh', {
  refresh: Token(),
  rotate: Type.Optional(
    Type.Boolean({
      description:
        'true: the answer carries a new refresh token, the one sent stops working, and sending it again ends the ' +
        'whole sign-in (a stolen token is caught). Left out: the same refresh token is answered back and keeps ' +
        'working until it expires, is signed out or the password changes (clients that keep their first token).',
    }),
  ),
});
export const LoginOrEmailBody = Body('LoginOrEmail', { email: Login('The email address or the username.') });
export const EmailBody = Body('Email', { email: Type.String({ maxLength: MAX_EMAIL_LENGTH }) });
export const ResetConfirmBody = Body('PasswordResetConfirmation', {
  token: Token('The token from the link in the email.'),
  password: Password('The new password, by the same rules as at registration.'),
});
export const TokenParams = Type.Object({ token: Token('The token from the link in the email.') });
export const MessageResponse = Type.Object({ message: Type.String() }, { $id: 'Message' });

export const MAX_USER_SEARCH_RESULTS = 50;

export const UserSearchQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "Part of a username, or of an expert's name or expertise; case and accents ignored. Never matches emails.",
    }),
  ),
  user_type: Type.Optional(StringEnum(USER_TYPES)),
  category: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: 'An expert category id; only with user_type expert.',
    }),
  ),
});

/** A user to message: the person (name and picture to show, the username that identifies them) and what they are. */
export const UserSearchResult = Type.Object(
  {
    ...PersonRef.properties,
    user_type: StringEnum(USER_TYPES),
    expertise: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'Experts only: their fields, comma-separated; null without an approved profile.',
      }),
    ),
  },
  { $id: 'UserSearchResult' },
);
export type UserSearchResult = Static<typeof UserSearchResult>;
