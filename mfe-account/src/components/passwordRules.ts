/** Spec section 5: registration and password reset share this rule. */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

/** The rule's message, or null when the password is long enough. */
export function passwordProblem(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}

/** react-hook-form rule of a new password. */
export const passwordRule = {
  validate: (password: string): true | string => passwordProblem(password) ?? true,
};
