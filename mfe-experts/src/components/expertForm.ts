import { useForm, type FieldPath, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { emailRule, imageRule, urlRule } from '@podbridge/shared/forms';
import type { Expert } from '@podbridge/shared/types';
import { i18n } from '@podbridge/shared/i18n';
import type { ExpertFields } from '../api/expertChanges';
import { EXPERTS_NAMESPACE } from '../texts';
import { bookingsClosedUntil } from './availability';
import type { Region } from './regions';

type ErrorKey =
  | 'name'
  | 'bio'
  | 'expertise'
  | 'experienceYears'
  | 'talkingPoints'
  | 'talkingPointLength'
  | 'languages'
  | 'cityLength'
  | 'availableFrom'
  | 'pastAppearances'
  | 'appearanceShow'
  | 'appearanceEpisode'
  | 'appearanceLength';

/** A rule's message, in the language the site speaks when the rule runs. */
function message(key: ErrorKey, values: Record<string, number> = {}): string {
  return i18n.t(`form.errors.${key}`, { ns: EXPERTS_NAMESPACE, ...values });
}

/** How an expert records with a show. */
export const RECORDING_FORMATS = ['remote', 'in_person', 'both'] as const;
export type RecordingFormat = (typeof RECORDING_FORMATS)[number];

/** One earlier guest appearance as typed: every part text, '' when left out. */
export interface PastAppearanceValues {
  show: string;
  episode: string;
  url: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** An input of one past appearance, e.g. 'past_appearances.0.show'. */
type AppearancePath = `past_appearances.${number}.${keyof PastAppearanceValues}`;

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
  /** ISO 639-1 codes of the languages ticked. */
  languages: string[];
  city: string;
  /** '' for none. */
  region: Region | '';
  recording_format: RecordingFormat;
  open_to_bookings: boolean;
  /** 'YYYY-MM-DD': the day bookings open again; sent only when not open to bookings. */
  available_from: string;
  sample_url: string;
  past_appearances: PastAppearanceValues[];
  /** A newly chosen picture. */
  profile_picture: File | null;
  /** The saved picture is to be removed (edit only). */
  remove_picture: boolean;
}

/** The fields `field()` gives an input (a group of checkboxes or radios shares one name). */
export type ExpertInputName =
  | 'name'
  | 'bio'
  | 'expertise'
  | 'talking_points'
  | 'experience_years'
  | 'website'
  | 'social_media'
  | 'email'
  | 'languages'
  | 'city'
  | 'region'
  | 'recording_format'
  | 'available_from'
  | 'sample_url';

/** The short topics an expert speaks on: at most eight, each a short line (the API holds the same limits). */
export const MAX_TALKING_POINTS = 8;
export const MAX_TALKING_POINT_LENGTH = 80;

/** The API's limits on the profile details. */
export const MAX_LANGUAGES = 10;
export const MAX_CITY_LENGTH = 100;
export const MAX_PAST_APPEARANCES = 10;
export const MAX_APPEARANCE_TITLE_LENGTH = 200;

/** The fields the create page's form progress counts. */
export const REQUIRED_FIELDS = [
  'name',
  'bio',
  'expertise',
  'experience_years',
] as const satisfies readonly ExpertInputName[];

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

/** A past appearance's show or episode: required, and short. */
const appearanceTitle = (key: 'appearanceShow' | 'appearanceEpisode') => (value: string) => {
  if (!value.trim()) return message(key);
  return (
    value.trim().length <= MAX_APPEARANCE_TITLE_LENGTH ||
    message('appearanceLength', { max: MAX_APPEARANCE_TITLE_LENGTH })
  );
};

const RULES: { [Name in FieldPath<ExpertFormValues>]?: RegisterOptions<ExpertFormValues, Name> } = {
  name: { validate: required('name') },
  bio: { validate: required('bio') },
  expertise: { validate: (value) => listItems(value).length > 0 || message('expertise') },
  talking_points: {
    validate: (value) => {
      const items = listItems(value);
      if (items.length > MAX_TALKING_POINTS) return message('talkingPoints', { count: MAX_TALKING_POINTS });
      return (
        items.every((item) => item.length <= MAX_TALKING_POINT_LENGTH) ||
        message('talkingPointLength', { length: MAX_TALKING_POINT_LENGTH })
      );
    },
  },
  experience_years: { validate: (value) => experienceYears(value) !== null || message('experienceYears') },
  website: urlRule,
  email: emailRule,
  profile_picture: imageRule,
  languages: { validate: (value) => value.length <= MAX_LANGUAGES || message('languages', { max: MAX_LANGUAGES }) },
  city: {
    validate: (value) => value.trim().length <= MAX_CITY_LENGTH || message('cityLength', { max: MAX_CITY_LENGTH }),
  },
  available_from: { validate: (value, values) => values.open_to_bookings || !!value || message('availableFrom') },
  sample_url: urlRule,
};

const APPEARANCE_RULES: { [Part in keyof PastAppearanceValues]?: RegisterOptions<ExpertFormValues, AppearancePath> } = {
  show: { validate: appearanceTitle('appearanceShow') },
  episode: { validate: appearanceTitle('appearanceEpisode') },
  url: urlRule,
};

/** The rules of the list of past appearances as a whole (useFieldArray's `rules`). */
export const PAST_APPEARANCES_RULES = {
  validate: (items: readonly PastAppearanceValues[]) =>
    items.length <= MAX_PAST_APPEARANCES || message('pastAppearances', { max: MAX_PAST_APPEARANCES }),
};

/** A new, empty past appearance. */
export const emptyAppearance = (): PastAppearanceValues => ({ show: '', episode: '', url: '', date: '' });

/** The form's values for a new profile, or those of the profile being edited. */
export function expertFormValues(expert?: Expert): ExpertFormValues {
  const closedUntil = expert ? bookingsClosedUntil(expert) : null;
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
    languages: expert?.languages ?? [],
    city: expert?.city ?? '',
    region: expert?.region ?? '',
    recording_format: expert?.recording_format ?? 'both',
    open_to_bookings: !closedUntil,
    available_from: closedUntil ?? '',
    sample_url: expert?.sample_url ?? '',
    past_appearances: (expert?.past_appearances ?? []).map((appearance) => ({
      show: appearance.show,
      episode: appearance.episode,
      url: appearance.url ?? '',
      date: appearance.date ?? '',
    })),
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
    languages: values.languages,
    city: values.city.trim(),
    region: values.region,
    recording_format: values.recording_format,
    // '' clears the date: the expert is open to bookings.
    available_from: values.open_to_bookings ? '' : values.available_from,
    sample_url: values.sample_url.trim(),
    // The API reads an empty link or date as none.
    past_appearances: values.past_appearances.map((appearance) => ({
      show: appearance.show.trim(),
      episode: appearance.episode.trim(),
      url: appearance.url.trim(),
      date: appearance.date,
    })),
  };
}

type FieldProps = ReturnType<UseFormReturn<ExpertFormValues>['register']> & { error?: string };

export interface ExpertForm {
  form: UseFormReturn<ExpertFormValues>;
  /** An input's props: its rule, its message, and the message gone as soon as the user edits the field. */
  field: (name: ExpertInputName) => FieldProps;
  /** The same for one part of the past appearance at `index`. */
  appearanceField: (index: number, part: keyof PastAppearanceValues) => FieldProps;
}

/**
 * The expert profile form of the create and edit pages and My Profile's dialog: the profile's validation rules,
 * checked on submit; a field's message goes when the user edits it and comes back only on the next submit.
 */
export function useExpertForm(expert?: Expert): ExpertForm {
  const form = useForm<ExpertFormValues>({ defaultValues: expertFormValues(expert), reValidateMode: 'onSubmit' });
  // Registered without an input of their own: the picture and categories are set through their widgets.
  form.register('profile_picture', RULES.profile_picture);
  form.register('category_ids');
  form.register('remove_picture');
  const errorOf = (name: FieldPath<ExpertFormValues>) => form.getFieldState(name, form.formState).error?.message;
  return {
    form,
    field: <Name extends ExpertInputName>(name: Name) => ({
      ...form.register(name, { ...RULES[name], onChange: () => form.clearErrors(name) }),
      error: errorOf(name),
    }),
    appearanceField: (index, part) => {
      const name: AppearancePath = `past_appearances.${index}.${part}`;
      return {
        ...form.register(name, { ...APPEARANCE_RULES[part], onChange: () => form.clearErrors(name) }),
        error: errorOf(name),
      };
    },
  };
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
  'languages',
  'city',
  'region',
  'recording_format',
  'available_from',
  'sample_url',
  'past_appearances',
] as const satisfies readonly FieldPath<ExpertFormValues>[];

/** The server names a field of one appearance without its place in the list: its message goes on the list. */
export const PAGE_FIELD_ALIASES = {
  'past_appearances.show': 'past_appearances',
  'past_appearances.episode': 'past_appearances',
  'past_appearances.url': 'past_appearances',
  'past_appearances.date': 'past_appearances',
} as const;
