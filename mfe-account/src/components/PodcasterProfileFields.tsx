import { useForm, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors, SERVER_ERROR, serverErrorOf, urlRule } from '@podbridge/shared/forms';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { TextArea, TextField } from '@podbridge/shared/ui';
import { SOCIAL_LINKS_EXAMPLE, socialLinksRule, socialLinksText } from './socialLinks';

/** What the podcaster profile forms hold; each form shows and sends the fields it is about. */
export interface PodcasterProfileValues {
  bio: string;
  website: string;
  /** JSON text as typed, read by `socialLinksFromText`. */
  social_links: string;
  channel_name: string;
  profile_picture: File | null;
}

export type PodcasterProfileForm = UseFormReturn<PodcasterProfileValues>;

/** The form's starting values: the saved profile's, or empty for a new one. */
export function podcasterProfileValues(profile?: PodcasterProfile | null): PodcasterProfileValues {
  return {
    bio: profile?.bio ?? '',
    website: profile?.website ?? '',
    social_links: socialLinksText(profile?.social_links),
    channel_name: profile?.channel_name ?? '',
    profile_picture: null,
  };
}

/** A podcaster profile form starting from the saved profile (or empty), and its general error, if any. */
export function usePodcasterProfileForm(profile?: PodcasterProfile) {
  const form = useForm<PodcasterProfileValues>({ defaultValues: podcasterProfileValues(profile) });
  return { form, failure: serverErrorOf(form.formState.errors) };
}

/**
 * A failed save: the server's field messages under their fields, and the form's own failure text above them
 * (each form has its spec text, e.g. 'Failed to update profile').
 */
export function showSaveFailure(form: PodcasterProfileForm, error: unknown, message: string): void {
  applyServerErrors(form, error);
  form.setError(SERVER_ERROR, { type: 'server', message });
}

export interface PodcasterProfileFieldsProps {
  form: PodcasterProfileForm;
  bioRows: number;
  bioPlaceholder?: string;
  /** Shows the social links field (JSON), with its size and an optional hint. */
  socialLinks?: { rows: number; hint?: string };
  /** Shows the optional channel name. */
  channelName?: boolean;
}

/** Bio, website and, where the form has them, social links and channel name: the podcaster profile's text fields. */
export function PodcasterProfileFields(props: PodcasterProfileFieldsProps) {
  const { form, bioRows, bioPlaceholder, socialLinks, channelName = false } = props;
  const { errors } = form.formState;
  return (
    <>
      <TextArea
        label="Bio"
        rows={bioRows}
        placeholder={bioPlaceholder}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website', urlRule)}
      />
      {socialLinks && (
        <TextArea
          label="Social links (JSON)"
          rows={socialLinks.rows}
          spellCheck={false}
          placeholder={SOCIAL_LINKS_EXAMPLE}
          hint={socialLinks.hint}
          error={errors.social_links?.message}
          {...form.register('social_links', socialLinksRule)}
        />
      )}
      {channelName && (
        <TextField
          label="Channel name (optional)"
          error={errors.channel_name?.message}
          {...form.register('channel_name')}
        />
      )}
    </>
  );
}
