import { apiClient, describeApiError } from '@podbridge/shared/api';
import type { User, UserType } from '@podbridge/shared/types';

/** The answer of the account endpoints that only confirm (resend, password reset). */
export interface DetailResponse {
  detail: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  user_type: Extract<UserType, 'podcaster' | 'expert'>;
}

export async function registerAccount(registration: Registration): Promise<User> {
  const { data } = await apiClient.post<User>('/users/register/', registration);
  return data;
}

/** Single-use: a second call with the same token fails. */
export async function verifyEmail(token: string): Promise<{ message?: string }> {
  const { data } = await apiClient.get<{ message?: string }>(`/users/verify-email/${encodeURIComponent(token)}/`);
  return data;
}

/** Accepts a username or an email; answers the same whether or not the account exists. */
export async function resendVerification(usernameOrEmail: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/resend-verification/', { email: usernameOrEmail });
  return data;
}

/** Answers the same whether or not the address belongs to an account. */
export async function requestPasswordReset(email: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/password-reset/', { email });
  return data;
}

export async function confirmPasswordReset(token: string, password: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/password-reset/confirm/', { token, password });
  return data;
}

/** Network name -> address, e.g. `{"twitter": "https://x.com/you"}`. */
export type SocialLinks = Record<string, string>;

export interface PodcasterProfile {
  id: number;
  user: { id: number; username: string };
  bio: string;
  website: string;
  social_links: SocialLinks;
  profile_picture: string | null;
  /** Absolute address, or null without a picture. */
  profile_picture_url: string | null;
  channel_name: string;
  created_at: string;
  updated_at: string;
}

/** A podcast as the owner's lists show it. */
export interface OwnPodcast {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  thumbnail_url: string | null;
  category: { id: number; name: string } | null;
  is_approved: boolean;
  created_at: string;
  likes_count: number;
  comments_count: number;
}

export interface ExpertProfile {
  id: number;
  name: string;
  bio: string;
  /** The API sends a list; older records may hold comma-separated text. */
  expertise: string[] | string;
  experience_years: number;
  website: string | null;
  social_media: string | null;
  profile_picture_url: string | null;
  is_approved: boolean;
}

/** Shown under a social links field whose text is not a JSON object of network -> address. */
export const INVALID_SOCIAL_LINKS = 'Enter social links as a JSON object, e.g. {"twitter": "https://x.com/you"}';
export const SOCIAL_LINKS_EXAMPLE = '{"twitter": "https://x.com/you", "linkedin": "https://linkedin.com/in/you"}';

/** Reads the social links field as people type it; '' is no links, anything but an object of texts is null. */
export function socialLinksFromText(text: string): SocialLinks | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, url]) => typeof url === 'string') ? (Object.fromEntries(entries) as SocialLinks) : null;
  } catch {
    return null;
  }
}

/** A stored address fit for a link: only http(s), so nothing else (`javascript:`) ever becomes an href. */
export function linkableUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** A 404 answer as null, so the caller shows "no profile yet" instead of an error. */
async function orNullWhenMissing<T>(request: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await request).data;
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/** The signed-in podcaster's profile, or null when there is none yet (404). */
export function fetchMyPodcasterProfile(): Promise<PodcasterProfile | null> {
  return orNullWhenMissing(apiClient.get<PodcasterProfile>('/podcasts/profiles/my_profile/'));
}

export interface NewPodcasterProfile {
  bio: string;
  website: string;
  social_links: SocialLinks;
  channel_name: string;
  profile_picture: File;
}

/** Multipart, with social_links as JSON text; an empty website or channel name is left out. */
export async function createPodcasterProfile(profile: NewPodcasterProfile): Promise<PodcasterProfile> {
  const body = new FormData();
  body.append('bio', profile.bio);
  if (profile.website) body.append('website', profile.website);
  body.append('social_links', JSON.stringify(profile.social_links));
  if (profile.channel_name) body.append('channel_name', profile.channel_name);
  body.append('profile_picture', profile.profile_picture);
  const { data } = await apiClient.post<PodcasterProfile>('/podcasts/profile/create/', body);
  return data;
}

export type PodcasterProfileChanges = Partial<Pick<PodcasterProfile, 'bio' | 'website' | 'social_links'>>;

export async function updateMyPodcasterProfile(changes: PodcasterProfileChanges): Promise<PodcasterProfile> {
  const { data } = await apiClient.put<PodcasterProfile>('/podcasts/profiles/my_profile/', changes);
  return data;
}

export async function fetchMyPodcasts(): Promise<OwnPodcast[]> {
  const { data } = await apiClient.get<OwnPodcast[]>('/podcasts/my-podcasts/');
  return data;
}

export async function deletePodcast(id: number): Promise<void> {
  await apiClient.delete(`/podcasts/${id}/`);
}

/** The signed-in expert's profile, or null when there is none yet (404). */
export function fetchMyExpertProfile(): Promise<ExpertProfile | null> {
  return orNullWhenMissing(apiClient.get<ExpertProfile>('/experts/my-profile/'));
}

export interface ExpertProfileChanges {
  name: string;
  bio: string;
  expertise: string;
  experience_years: number;
  website: string;
  social_media: string;
}

/** Multipart, as the create form sends it (spec section 7). */
export async function updateMyExpertProfile(changes: ExpertProfileChanges): Promise<ExpertProfile> {
  const body = new FormData();
  for (const [name, value] of Object.entries(changes)) body.append(name, String(value));
  const { data } = await apiClient.put<ExpertProfile>('/experts/my-profile/', body);
  return data;
}
