import type { ReactNode } from 'react';
import { useController, useForm, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import {
  applyServerErrors,
  IMAGE_TYPES,
  imageRule,
  SERVER_ERROR,
  serverErrorOf,
  urlRule,
} from '@podbridge/shared/forms';
import { localName } from '@podbridge/shared/format';
import { i18n } from '@podbridge/shared/i18n';
import type { Podcast } from '@podbridge/shared/types';
import { ImageField, SelectField, TextArea, TextField } from '@podbridge/kit';
import { useCategories } from '../api/getCategories';
import { PODCASTS_NAMESPACE, usePodcastTexts } from '../texts';
import { isPodcastLanguage, PODCAST_LANGUAGES, usePodcastLanguageName } from './podcastLanguages';

/** Every field a podcast form may show; each form picks its own (create, edit page, the card's quick edit). */
export interface PodcastFormValues {
  title: string;
  description: string;
  /** A category id as the select holds it, or '' for none chosen. */
  category_id: string;
  link: string;
  language: string;
  website: string;
  social_media: string;
  /** Topics the show is looking for guests on, in the order chosen. */
  guest_topic_ids: number[];
  /** ISO 639 codes of the languages the audience speaks. */
  audience_languages: string[];
  image: File | null;
}

type TextFieldName = Exclude<keyof PodcastFormValues, 'image' | 'guest_topic_ids' | 'audience_languages'>;

type RequiredField = 'title' | 'description' | 'category' | 'language';

/** A required field's message, in the language the site speaks when the rule runs. */
const required = (field: RequiredField) => (value: string) =>
  value.trim() !== '' || i18n.t(`form.errors.${field}`, { ns: PODCASTS_NAMESPACE });
const REQUIRED: ReadonlySet<TextFieldName> = new Set(['title', 'description', 'category_id', 'language']);

/** The podcast fields' validation rules; a form applies those of the fields it shows. */
const RULES: Partial<Record<TextFieldName, RegisterOptions<PodcastFormValues, TextFieldName>['validate']>> = {
  title: required('title'),
  description: required('description'),
  category_id: required('category'),
  language: required('language'),
  link: urlRule.validate,
  website: urlRule.validate,
};

/** The form's starting values: a podcast's own, or empty for a new one. */
export function podcastFormValues(podcast?: Podcast): PodcastFormValues {
  return {
    title: podcast?.title ?? '',
    description: podcast?.description ?? '',
    category_id: String(podcast?.category?.id ?? podcast?.category_id ?? ''),
    link: podcast?.link ?? '',
    language: podcast?.language ?? '',
    website: podcast?.website ?? '',
    social_media: podcast?.social_media ?? '',
    guest_topic_ids: podcast?.guest_topics.map((topic) => topic.id) ?? [],
    audience_languages: podcast?.audience_languages ?? [],
    image: null,
  };
}

function trimmed(values: PodcastFormValues): PodcastFormValues {
  const text = (name: TextFieldName) => values[name].trim();
  return {
    title: text('title'),
    description: text('description'),
    category_id: text('category_id'),
    link: text('link'),
    language: text('language'),
    website: text('website'),
    social_media: text('social_media'),
    guest_topic_ids: values.guest_topic_ids,
    audience_languages: values.audience_languages,
    image: values.image,
  };
}

export interface UsePodcastFormOptions {
  podcast?: Podcast;
  /** The fields this form shows: a server message for any other field goes to the form's general error. */
  fields: readonly Path<PodcastFormValues>[];
  /** Sends the trimmed values; the promise rejects with the API's error. */
  save: (values: PodcastFormValues) => Promise<unknown>;
  /** The general error when the server's answer has no `detail`, e.g. 'An error occurred'. */
  failure: string;
  /** Show `failure` even when the server's messages all found their fields (the edit forms always say it failed). */
  alwaysReportFailure?: boolean;
}

/** A podcast form's state: rules checked on submit, the server's 400 on the fields, saving while it runs. */
export function usePodcastForm({ podcast, fields, save, failure, alwaysReportFailure = false }: UsePodcastFormOptions) {
  const form = useForm<PodcastFormValues>({ defaultValues: podcastFormValues(podcast), reValidateMode: 'onSubmit' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(trimmed(values));
    } catch (error) {
      const { general } = applyServerErrors(form, error, { fields, fallback: failure });
      if (alwaysReportFailure && !general) form.setError(SERVER_ERROR, { type: 'server', message: failure });
    }
  });
  return {
    form,
    submit,
    saving: form.formState.isSubmitting,
    serverError: serverErrorOf(form.formState.errors),
  };
}

type InputProps = {
  form: UseFormReturn<PodcastFormValues>;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  /** Asked but not required here (the language on the create form; the edit page requires it). */
  optional?: boolean;
};

/** One field of a podcast form, with its rule; a field's message goes once edited and returns on the next submit. */
export function PodcastInput({ form, name, rows, optional = false, ...props }: InputProps & { name: TextFieldName }) {
  const { errors } = form.formState;
  const isRequired = REQUIRED.has(name) && !optional;
  const field = {
    ...form.register(name, {
      validate: isRequired || !REQUIRED.has(name) ? RULES[name] : undefined,
      onChange: () => form.clearErrors(name),
    }),
    error: errors[name]?.message,
    required: isRequired,
    ...props,
  };
  if (name === 'description') return <TextArea rows={rows} {...field} />;
  if (name === 'category_id') return <CategorySelect values={form} {...field} />;
  if (name === 'language') return <LanguageSelect values={form} {...field} />;
  if (name === 'link' || name === 'website') {
    return <TextField type="url" inputMode="url" placeholder="https://" {...field} />;
  }
  return <TextField {...field} />;
}

/**
 * The categories arrive after the form: the select follows the form's value (controlled), so the podcast's
 * category shows as soon as its option exists instead of the placeholder the browser fell back to.
 */
function CategorySelect({
  values,
  ...props
}: Omit<Parameters<typeof SelectField>[0], 'value'> & { values: InputProps['form'] }) {
  const {
    t,
    i18n: { language },
  } = usePodcastTexts();
  const { categories } = useCategories();
  const value = values.watch('category_id');
  return (
    <SelectField {...props} value={value}>
      <option value="">{t('form.selectCategory')}</option>
      {categories.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {localName(category, language)}
        </option>
      ))}
    </SelectField>
  );
}

/** The podcast's language from a list; a language saved before the list existed stays offered. */
function LanguageSelect({
  values,
  ...props
}: Omit<Parameters<typeof SelectField>[0], 'value'> & { values: InputProps['form'] }) {
  const { t } = usePodcastTexts();
  const languageName = usePodcastLanguageName();
  const value = values.watch('language');
  return (
    <SelectField {...props} value={value}>
      <option value="">{t('form.selectLanguage')}</option>
      {!isPodcastLanguage(value) && value && <option value={value}>{value}</option>}
      {PODCAST_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {languageName(language)}
        </option>
      ))}
    </SelectField>
  );
}

/** The cover image chooser with its preview; type and size checked on submit. */
export function PodcastImageInput({ form, label, hint }: InputProps & { hint: string }) {
  const { t } = usePodcastTexts();
  const { field, fieldState } = useController({ control: form.control, name: 'image', rules: imageRule });
  return (
    <ImageField
      label={label}
      hint={hint}
      accept={IMAGE_TYPES}
      file={field.value}
      error={fieldState.error?.message}
      previewAlt={t('form.coverPreview')}
      onChange={(file) => {
        field.onChange(file);
        form.clearErrors('image');
      }}
    />
  );
}
