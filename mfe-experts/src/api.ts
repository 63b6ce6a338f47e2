import { apiClient, describeApiError } from '@podbridge/shared/api';
import type { SocialComment } from '@podbridge/shared/social';
import type { Page } from '@podbridge/shared/types';

/** Podcasts and experts list 12 to a page (spec section 9). */
export const PAGE_SIZE = 12;

export interface Category {
  id: number;
  name: string;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface ExpertProfile {
  id: number;
  user: { id: number; username: string };
  name: string;
  bio: string;
  expertise: string[];
  experience_years: number;
  website: string | null;
  social_media: string | null;
  /** The public contact email the expert chose to publish, never the account's address. */
  email: string | null;
  profile_picture: string | null;
  /** Absolute address of the picture. */
  profile_picture_url: string | null;
  categories: Category[];
  category_ids: number[];
  likes_count: number;
  comments_count: number;
  is_approved: boolean;
  approval_status: ApprovalStatus;
  created_at: string;
  updated_at: string;
}

/** What the home page's spotlight needs (spec section 3, Featured expert). */
export type FeaturedExpert = Pick<ExpertProfile, 'id' | 'name' | 'bio' | 'likes_count' | 'profile_picture' | 'profile_picture_url'>;

export interface ExpertQuery {
  page: number;
  category?: string;
  search?: string;
}

export interface ExpertPage {
  experts: ExpertProfile[];
  count: number;
}

/** The spec allows a page envelope or a plain array (spec section 7). */
function fromListResponse<T>(data: Page<T> | T[]): { results: T[]; count: number } {
  return Array.isArray(data) ? { results: data, count: data.length } : { results: data.results, count: data.count };
}

export async function fetchExperts({ page, category, search }: ExpertQuery): Promise<ExpertPage> {
  const params: Record<string, string | number> = { page, page_size: PAGE_SIZE };
  if (category) params.category = category;
  if (search) params.search = search;
  const { data } = await apiClient.get<Page<ExpertProfile> | ExpertProfile[]>('/experts/', { params });
  const { results, count } = fromListResponse(data);
  return { experts: results, count };
}

export async function fetchFeaturedExperts(): Promise<FeaturedExpert[]> {
  const { data } = await apiClient.get<FeaturedExpert[]>('/experts/featured/');
  return data;
}

export async function fetchExpertCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<Page<Category> | Category[]>('/experts/categories/');
  return fromListResponse(data).results;
}

export async function fetchExpert(id: number | string): Promise<ExpertProfile> {
  const { data } = await apiClient.get<ExpertProfile>(`/experts/profiles/${id}/`);
  return data;
}

/** The signed-in user's own profile, or null when there is none (404); other failures are thrown. */
export async function fetchMyExpertProfile(): Promise<ExpertProfile | null> {
  try {
    const { data } = await apiClient.get<ExpertProfile>('/experts/my-profile/');
    return data;
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/** The fields of the create and edit forms, as sent: lists are comma-separated (spec section 7). */
export interface ExpertFields {
  name: string;
  bio: string;
  expertise: string[];
  experience_years: number;
  website: string;
  social_media: string;
  email: string;
  category_ids: number[];
}

function toFormData(fields: ExpertFields, { keepEmpty }: { keepEmpty: boolean }): FormData {
  const body = new FormData();
  const values: Record<string, string> = {
    name: fields.name,
    bio: fields.bio,
    expertise: fields.expertise.join(', '),
    experience_years: String(fields.experience_years),
    website: fields.website,
    social_media: fields.social_media,
    email: fields.email,
    category_ids: fields.category_ids.join(','),
  };
  for (const [name, value] of Object.entries(values)) {
    // A new profile leaves empty optional fields out; an edit sends them empty, which clears them.
    if (value !== '' || keepEmpty) body.append(name, value);
  }
  return body;
}

export async function createExpertProfile(fields: ExpertFields, picture: File | null): Promise<ExpertProfile> {
  const body = toFormData(fields, { keepEmpty: false });
  if (picture) body.append('profile_picture', picture);
  const { data } = await apiClient.post<ExpertProfile>('/experts/create/', body);
  return data;
}

export interface PictureChange {
  /** A new picture to upload, or null to keep (or remove) the current one. */
  file: File | null;
  remove: boolean;
}

export async function updateExpertProfile(id: number, fields: ExpertFields, picture: PictureChange): Promise<ExpertProfile> {
  const body = toFormData(fields, { keepEmpty: true });
  if (picture.file) body.append('profile_picture', picture.file);
  else if (picture.remove) body.append('remove_picture', 'true');
  const { data } = await apiClient.patch<ExpertProfile>(`/experts/${id}/`, body);
  return data;
}

export async function deleteExpertProfile(id: number): Promise<void> {
  await apiClient.delete(`/experts/${id}/`);
}

export interface ExpertReaction {
  id: number;
  reaction_type: string;
  user: { id: number; username: string };
  created_at: string;
}

export async function fetchExpertReactions(id: number): Promise<ExpertReaction[]> {
  const { data } = await apiClient.get<ExpertReaction[]>(`/experts/profiles/${id}/reactions/`);
  return data;
}

export interface ReactResponse {
  status: string;
  likes_count?: number;
}

export async function reactToExpert(id: number): Promise<ReactResponse> {
  const { data } = await apiClient.post<ReactResponse>(`/experts/profiles/${id}/react/`, { reaction_type: 'like' });
  return data;
}

export async function fetchExpertComments(id: number): Promise<SocialComment[]> {
  const { data } = await apiClient.get<SocialComment[]>(`/experts/profiles/${id}/comments/`);
  return data;
}

export async function addExpertComment(id: number, content: string, parent?: number): Promise<SocialComment> {
  const body = parent === undefined ? { content } : { content, parent };
  const { data } = await apiClient.post<SocialComment>(`/experts/profiles/${id}/add_comment/`, body);
  return data;
}

export async function editExpertComment(id: number, commentId: number, content: string): Promise<SocialComment> {
  const { data } = await apiClient.put<SocialComment>(`/experts/profiles/${id}/edit_comment/`, { comment_id: commentId, content });
  return data;
}

export async function deleteExpertComment(id: number, commentId: number): Promise<void> {
  await apiClient.delete(`/experts/profiles/${id}/delete_comment/`, { params: { comment_id: commentId } });
}
