import { apiClient, describeApiError } from '@podbridge/shared/api';
import type { SocialComment } from '@podbridge/shared/social';
import type { Page } from '@podbridge/shared/types';

/** Podcasts and experts list 12 to a page (spec section 9). */
export const PAGE_SIZE = 12;

export interface Category {
  id: number;
  name: string;
}

export interface Podcast {
  id: number;
  title: string;
  description: string;
  link: string | null;
  audio_url: string | null;
  image: string | null;
  /** Absolute address of the full image. */
  image_url: string | null;
  /** Absolute address of the 400 px card image. */
  thumbnail_url: string | null;
  category: Category | null;
  category_id: number | null;
  owner: { id: number; username: string } | null;
  user: number;
  creator_name: string | null;
  language: string | null;
  website: string | null;
  social_media: string | null;
  is_approved: boolean;
  created_at: string;
  updated_at: string;
  likes_count: number;
  comments_count: number;
}

export interface PodcastQuery {
  page: number;
  category?: string;
  search?: string;
}

export interface PodcastPage {
  podcasts: Podcast[];
  count: number;
}

/** The spec allows a page envelope or a plain array (spec section 7). */
function fromListResponse<T>(data: Page<T> | T[]): { results: T[]; count: number } {
  return Array.isArray(data) ? { results: data, count: data.length } : { results: data.results, count: data.count };
}

export async function fetchPodcasts({ page, category, search }: PodcastQuery): Promise<PodcastPage> {
  const params: Record<string, string | number> = { page, page_size: PAGE_SIZE };
  if (category) params.category = category;
  if (search) params.search = search;
  const { data } = await apiClient.get<Page<Podcast> | Podcast[]>('/podcasts/', { params });
  const { results, count } = fromListResponse(data);
  return { podcasts: results, count };
}

export async function fetchFeaturedPodcasts(): Promise<Podcast[]> {
  const { data } = await apiClient.get<Podcast[]>('/podcasts/featured/');
  return data;
}

export async function fetchCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<Page<Category> | Category[]>('/podcasts/categories/');
  return fromListResponse(data).results;
}

export async function fetchPodcast(id: number | string): Promise<Podcast> {
  const { data } = await apiClient.get<Podcast>(`/podcasts/${id}/`);
  return data;
}

/** GET my_profile answers 404 when the user has no podcaster profile; other failures are thrown. */
export async function hasPodcasterProfile(): Promise<boolean> {
  try {
    await apiClient.get('/podcasts/profiles/my_profile/');
    return true;
  } catch (error) {
    if (describeApiError(error).status === 404) return false;
    throw error;
  }
}

type FormValue = string | number | File | null | undefined;

/** Multipart body of the fields that have a value: null, undefined and '' are left out (spec section 5). */
function toFormData(fields: Record<string, FormValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    body.append(name, value instanceof File ? value : String(value));
  }
  return body;
}

export interface NewPodcast {
  title: string;
  description: string;
  category_id: number;
  link?: string;
  image?: File | null;
}

export async function createPodcast(podcast: NewPodcast): Promise<Podcast> {
  const { data } = await apiClient.post<Podcast>('/podcasts/create/', toFormData({ ...podcast }));
  return data;
}

export interface PodcastChanges {
  title?: string;
  description?: string;
  link?: string | null;
  image?: File | null;
  category_id?: number | null;
  language?: string | null;
  website?: string | null;
  social_media?: string | null;
  audio_url?: string | null;
}

export async function updatePodcast(id: number, changes: PodcastChanges): Promise<Podcast> {
  const { data } = await apiClient.put<Podcast>(`/podcasts/${id}/`, toFormData({ ...changes }));
  return data;
}

export async function deletePodcast(id: number): Promise<void> {
  await apiClient.delete(`/podcasts/${id}/`);
}

export async function fetchPodcastLikes(id: number): Promise<{ current_user_liked: boolean; likes_count: number }> {
  const { data } = await apiClient.get<{ current_user_liked: boolean; likes_count: number }>(`/podcasts/${id}/likes/`);
  return data;
}

export async function togglePodcastLike(id: number): Promise<{ status: 'liked' | 'unliked'; likes_count: number }> {
  const { data } = await apiClient.post<{ status: 'liked' | 'unliked'; likes_count: number }>(`/podcasts/${id}/like/`, {
    reaction_type: 'like',
  });
  return data;
}

export async function fetchPodcastComments(id: number): Promise<SocialComment[]> {
  const { data } = await apiClient.get<SocialComment[]>(`/podcasts/${id}/comments/`);
  return data;
}

export async function addPodcastComment(id: number, content: string, parent?: number): Promise<SocialComment> {
  const body = parent === undefined ? { content } : { content, parent };
  const { data } = await apiClient.post<SocialComment>(`/podcasts/${id}/comments/`, body);
  return data;
}

export async function editPodcastComment(id: number, commentId: number, content: string): Promise<SocialComment> {
  const { data } = await apiClient.put<SocialComment>(`/podcasts/${id}/comments/${commentId}/`, { content });
  return data;
}

export async function deletePodcastComment(id: number, commentId: number): Promise<void> {
  await apiClient.delete(`/podcasts/${id}/comments/${commentId}/`);
}
