import type { ExpertFields, ExpertProfile } from '../api';
import { INVALID_EMAIL, INVALID_URL, isEmailAddress, isHttpUrl, type FieldErrors } from './expertValidation';

/** The create and edit forms' texts of spec section 5. */
export const REQUIRED_MESSAGES = {
  name: 'Name is required',
  bio: 'Bio is required',
  expertise: 'Expertise is required',
  experience_years: 'Experience years must be a positive number',
} as const;

export type DraftField = 'name' | 'bio' | 'expertise' | 'experience_years' | 'website' | 'social_media' | 'email';

/** What the form holds while typing: text as typed, categories as chosen ids. */
export interface ExpertDraft extends Record<DraftField, string> {
  category_ids: number[];
}

export const EMPTY_DRAFT: ExpertDraft = {
  name: '',
  bio: '',
  expertise: '',
  experience_years: '',
  website: '',
  social_media: '',
  email: '',
  category_ids: [],
};

export function draftFromProfile(expert: ExpertProfile): ExpertDraft {
  return {
    name: expert.name,
    bio: expert.bio,
    expertise: expert.expertise.join(', '),
    experience_years: String(expert.experience_years),
    website: expert.website ?? '',
    social_media: expert.social_media ?? '',
    email: expert.email ?? '',
    category_ids: expert.category_ids ?? expert.categories.map((category) => category.id),
  };
}

function expertiseItems(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function experienceYears(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function validateDraft(draft: ExpertDraft): FieldErrors<DraftField> {
  const website = draft.website.trim();
  const email = draft.email.trim();
  return {
    name: draft.name.trim() ? undefined : REQUIRED_MESSAGES.name,
    bio: draft.bio.trim() ? undefined : REQUIRED_MESSAGES.bio,
    expertise: expertiseItems(draft.expertise).length > 0 ? undefined : REQUIRED_MESSAGES.expertise,
    experience_years: experienceYears(draft.experience_years) === null ? REQUIRED_MESSAGES.experience_years : undefined,
    website: website && !isHttpUrl(website) ? INVALID_URL : undefined,
    email: email && !isEmailAddress(email) ? INVALID_EMAIL : undefined,
  };
}

/** The trimmed fields to send; call after `validateDraft` found nothing. */
export function fieldsFromDraft(draft: ExpertDraft): ExpertFields {
  return {
    name: draft.name.trim(),
    bio: draft.bio.trim(),
    expertise: expertiseItems(draft.expertise),
    experience_years: experienceYears(draft.experience_years) ?? 0,
    website: draft.website.trim(),
    social_media: draft.social_media.trim(),
    email: draft.email.trim(),
    category_ids: draft.category_ids,
  };
}

/** Percentage of the four required fields filled (spec sections 2 and 5). */
export function draftProgress(draft: ExpertDraft): number {
  const required = [draft.name.trim(), draft.bio.trim(), draft.expertise.trim(), draft.experience_years.trim()];
  return (required.filter(Boolean).length / required.length) * 100;
}
