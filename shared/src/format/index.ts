import type { UserType } from '../types';

const ELLIPSIS = '...';
const HOUR_MS = 60 * 60 * 1000;

/** The first `n` characters, with '...' only when something was cut. */
export function previewChars(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}${ELLIPSIS}` : value;
}

/** The first `n` words, with '...' only when something was cut (spec: podcast card 5, expert card 10). */
export function previewWords(text: string | null | undefined, n: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > n ? `${words.slice(0, n).join(' ')}${ELLIPSIS}` : words.join(' ');
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' });

/** A short US date such as "11/23/2026"; an unreadable date gives ''. */
export function formatShortDate(iso: string | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** A count with its noun in the right number: "1 like", "2 likes", "0 likes". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'Just now' under an hour, then hours, then days up to a week, then the short date (spec section 9). */
export function formatRelativeTime(iso: string | Date, now: Date = new Date()): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${countOf(hours, 'hour', 'hours')} ago`;
  if (hours < 168) {
    const days = Math.floor(hours / 24);
    return `${countOf(days, 'day', 'days')} ago`;
  }
  return formatShortDate(date);
}

/** A whole percentage such as "67%", clamped to 0–100. */
export function formatPercent(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${Math.round(Math.min(100, Math.max(0, safe)))}%`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ARTICLES: Record<UserType, string> = {
  expert: 'an Expert',
  podcaster: 'a Podcaster',
  listener: 'a Listener',
};

/** The home page's welcome phrase: 'an Expert', 'a Podcaster' or 'a Listener'. */
export function userTypeArticle(userType: UserType): string {
  return ARTICLES[userType];
}

/** The welcome phrase for a signed-in user: 'an Admin' for admins, else by user type. */
export function roleArticle(user: { user_type: UserType; is_admin?: boolean | null }): string {
  return user.is_admin ? 'an Admin' : userTypeArticle(user.user_type);
}

/** A remote image address is used only when it starts with http; otherwise the fallback (spec section 2). */
export function absoluteImageUrl(url: string | null | undefined, fallback: string): string {
  return url && url.startsWith('http') ? url : fallback;
}
