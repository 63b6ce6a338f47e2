import { useForm, type FieldPath, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { emailRule, imageRule, urlRule } from '@podbridge/shared/forms';
import type { Expert } from '@podbridge/shared/types';
import { i18n } from '@podbridge/shared/i18n';
import type { ExpertFields } from '../api/expertChanges';
import { EXPERTS_NAMESPACE } from '../texts';

/** A rule's message of spec section 5, in the language the site speaks when the rule runs. */
function message(key: 'name' | 'bio' | 'expertise' | 'experienceYears' | 'talkingPoints' | 'talkingPointLength'): string {
  return i18n.t(`form.errors.${key}`, {
    ns: EXPERTS_NAMESPACE,
    count: MAX_TALKING_POINTS,
    length: MAX_TALKING_POINT_LENGTH,
  });
}

/** What the form holds while typing: text as typed, categories as chosen ids, the picture as chosen. */
export interface ExpertFormValues {
  name: string;
  bio: string;
  expertise: string;
  /** Comma-separated, as typed. */
  talking_points: string;
  experience_years: string;
  website: string;
  social_media: string;
  email: string;
  category_ids: number[];
  /** A newly chosen picture. */
  profile_picture: File | null;
  /** The saved picture is to be removed (edit only). */
  remove_picture: boolean;
}

export type ExpertTextField =
  | 'name'
  | 'bio'
  | 'expertise'
  | 'talking_points'
  | 'experience_years'
  | 'website'
  | 'social_media'
  | 'email';

/** The short topics an expert speaks on: at most eight, each a short line (the API holds the same limits). */
export const MAX_TALKING_POINTS = 8;
export const MAX_TALKING_POINT_LENGTH = 80;

/** The fields the form progress counts (spec section 2, expert create). */
export const REQUIRED_FIELDS = [
  'name',
  'bio',
  'expertise',
  'experience_years',
] as const satisfies readonly ExpertTextField[];

/** A comma-separated list as its trimmed, non-blank items (expertise, talking points). */
function listItems(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Whole years, not negative. */
function experienceYears(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

const required = (key: 'name' | 'bio') => (value: string) => !!value.trim() || message(key);

const RULES: { [Name in FieldPath<ExpertFormValues>]?: RegisterOptions<ExpertFormValues, Name> } = {
  name: { validate: required('name') },
  bio: { validate: required('bio') },
  expertise: { validate: (value) => listItems(value).length > 0 || message('expertise') },
  talking_points: {
    validate: (value) => {
      const items = listItems(value);
      if (items.length > MAX_TALKING_POINTS) return message('talkingPoints');
      return items.every((item) => item.length <= MAX_TALKING_POINT_LENGTH) || message('talkingPointLength');
    },
  },
  experience_years: { validate: (value) => experienceYears(value) !== null || message('experienceYears') },
  website: urlRule,
  email: emailRule,
  profile_picture: imageRule,
};

/** The form's values for a new profile, or those of the profile being edited. */
export function expertFormValues(expert?: Expert): ExpertFormValues {
  return {
    name: expert?.name ?? '',
    bio: expert?.bio ?? '',
    expertise: expert?.expertise.join(', ') ?? '',
    talking_points: expert?.talking_points.join(', ') ?? '',
    experience_years: expert ? String(expert.experience_years) : '',
    website: expert?.website ?? '',
    social_media: expert?.social_media ?? '',
    email: expert?.email ?? '',
    category_ids: expert ? (expert.category_ids ?? expert.categories.map((category) => category.id)) : [],
    profile_picture: null,
    remove_picture: false,
  };
}

/** The trimmed fields to send; call once the rules passed. */
export function expertFields(values: ExpertFormValues): ExpertFields {
  return {
    name: values.name.trim(),
    bio: values.bio.trim(),
    expertise: listItems(values.expertise),
    talking_points: listItems(values.talking_points),
    experience_years: experienceYears(values.experience_years) ?? 0,
    website: values.website.trim(),
    social_media: values.social_media.trim(),
    email: values.email.trim(),
    category_ids: values.category_ids,
  };
}

export interface ExpertForm {
  form: UseFormReturn<ExpertFormValues>;
  /** A text field's props: its rule, its message, and the message gone as soon as the user edits the field. */
  field: (name: ExpertTextField) => ReturnType<UseFormReturn<ExpertFormValues>['register']> & { error?: string };
}

/**
 * The expert profile form of the create and edit pages and My Profile's dialog: the rules of spec section 5,
 * checked on submit; a field's message goes when the user edits it and comes back only on the next submit.
 */
export function useExpertForm(expert?: Expert): ExpertForm {
  const form = useForm<ExpertFormValues>({ defaultValues: expertFormValues(expert), reValidateMode: 'onSubmit' });
  // Registered without an input of their own: the picture and categories are set through their widgets.
  form.register('profile_picture', RULES.profile_picture);
  form.register('category_ids');
  form.register('remove_picture');
  const field = (name: ExpertTextField) => ({
    ...form.register(name, { ...RULES[name], onChange: () => form.clearErrors(name) }),
    error: form.formState.errors[name]?.message,
  });
  return { form, field };
}

/** The fields the create and edit pages show: a server message for any other goes to the form's general error. */
export const PAGE_FIELDS = [
  'name',
  'bio',
  'expertise',
  'talking_points',
  'experience_years',
  'website',
  'social_media',
  'email',
  'category_ids',
  'profile_picture',
] as const satisfies readonly FieldPath<ExpertFormValues>[];
