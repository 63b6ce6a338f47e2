import type { FieldMessages } from '../../errors';

export const USER_TYPES = ['podcaster', 'expert', 'listener'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** The types a visitor may choose when registering; listeners exist but do not sign up themselves. */
export const REGISTRATION_USER_TYPES = ['podcaster', 'expert'] as const;

/** The languages of the site and its emails (users.language). */
export const SITE_LANGUAGES = ['en', 'sv'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The longest username, email address and password an account may have. */
export const MAX_USERNAME_LENGTH = 150;
export const MAX_EMAIL_LENGTH = 254;
/** Far beyond any password a person or a password manager makes; it keeps the request small. */
export const MAX_PASSWORD_LENGTH = 1024;

const USERNAME = /^[\p{L}\p{N}_@.+-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_SIMILARITY = 0.7;

export function usernameProblems(username: string): string[] {
  const problems: string[] = [];
  if (username.length < 3) problems.push('Ensure this field has at least 3 characters.');
  if (username.length > MAX_USERNAME_LENGTH) {
    problems.push(`Ensure this field has no more than ${MAX_USERNAME_LENGTH} characters.`);
  }
  if (!USERNAME.test(username)) {
    problems.push('Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.');
  }
  return problems;
}

export function emailProblems(email: string): string[] {
  return EMAIL.test(email) && email.length <= MAX_EMAIL_LENGTH ? [] : ['Enter a valid email address.'];
}

export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Password must be at least 8 characters long.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (tooSimilar(password, username)) problems.push('The password is too similar to the username.');
  return problems;
}

/** Every rule a new account must satisfy, by field (uniqueness is checked against the database separately). */
export function newAccountProblems(input: { username: string; email: string; password: string }): FieldMessages {
  const problems: FieldMessages = {
    username: usernameProblems(input.username),
    email: emailProblems(input.email),
    password: passwordProblems(input.password, input.username),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, messages]) => messages.length > 0));
}

/** Similarity as 2·LCS/(|a|+|b|), case-insensitive, like Django's ratio test with the same 0.7 threshold. */
function tooSimilar(password: string, username: string): boolean {
  const a = password.toLowerCase();
  const b = username.toLowerCase();
  if (b.length === 0 || a.length === 0) return false;
  if ((2 * Math.min(a.length, b.length)) / (a.length + b.length) < MAX_SIMILARITY) return false;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const charA of a) {
    const current = [0];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = charA === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return (2 * (previous[b.length] ?? 0)) / (a.length + b.length) >= MAX_SIMILARITY;
}
