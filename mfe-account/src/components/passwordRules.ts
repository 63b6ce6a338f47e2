import type { AccountTextKey } from '../texts';

/** Registration and password reset share this rule. */
export const MIN_PASSWORD_LENGTH = 8;

/** The key of the rule's message, or null when the password is long enough. */
export function passwordProblem(password: string): AccountTextKey | null {
  return password.length < MIN_PASSWORD_LENGTH ? 'password.tooShort' : null;
}

/** react-hook-form rule of a new password: its message is a key of the account texts. */
export const passwordRule = {
  validate: (password: string): true | string => passwordProblem(password) ?? true,
};
