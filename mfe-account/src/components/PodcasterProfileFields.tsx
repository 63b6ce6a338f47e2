import { useForm, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors, SERVER_ERROR, serverErrorOf, urlRule } from '@podbridge/shared/forms';
import type { PodcasterProfile } from '@podbridge/shared/types';
import styled from 'styled-components';
import { TextArea, TextField, media, theme } from '@podbridge/kit';
import { useAccountTexts } from '../texts';
import { SOCIAL_NETWORKS, socialLinkFields, type SocialLinkFields } from './socialLinks';

/** What the podcaster profile forms hold; each form shows and sends the fields it is about. */
export interface PodcasterProfileValues {
  bio: string;
  website: string;
  /** One address per network; sent as the JSON object the API stores (`socialLinksOf`). */
  social_links: SocialLinkFields;
  channel_name: string;
  profile_picture: File | null;
}

export type PodcasterProfileForm = UseFormReturn<PodcasterProfileValues>;

/** The form's starting values: the saved profile's, or empty for a new one. */
export function podcasterProfileValues(profile?: PodcasterProfile | null): PodcasterProfileValues {
  return {
    bio: profile?.bio ?? '',
    website: profile?.website ?? '',
    social_links: socialLinkFields(profile?.social_links),
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
 * (each form has its own text, e.g. 'Failed to update profile').
 */
export function showSaveFailure(form: PodcasterProfileForm, error: unknown, message: string): void {
  applyServerErrors(form, error);
  form.setError(SERVER_ERROR, { type: 'server', message });
}

const Networks = styled.fieldset`
  display: grid;
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  legend {
    margin-bottom: ${theme.spacing.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export interface PodcasterProfileFieldsProps {
  form: PodcasterProfileForm;
  bioRows: number;
  bioPlaceholder?: string;
  /** Shows one address field per social network. */
  socialLinks?: boolean;
  /** Shows the optional channel name. */
  channelName?: boolean;
}

/** Bio, website and, where the form has them, social links and channel name: the podcaster profile's text fields. */
export function PodcasterProfileFields(props: PodcasterProfileFieldsProps) {
  const { form, bioRows, bioPlaceholder, socialLinks, channelName = false } = props;
  const { t } = useAccountTexts();
  const { errors } = form.formState;
  return (
    <>
      <TextArea
        label={t('labels.bio')}
        rows={bioRows}
        placeholder={bioPlaceholder}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <TextField
        label={t('labels.website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.website?.message}
        {...form.register('website', urlRule)}
      />
      {socialLinks && (
        <Networks>
          <legend>{t('labels.socialLinks')}</legend>
          {SOCIAL_NETWORKS.map(({ key, label, example }) => (
            <TextField
              key={key}
              label={label}
              type="url"
              inputMode="url"
              placeholder={example}
              error={errors.social_links?.[key]?.message}
              {...form.register(`social_links.${key}`, urlRule)}
            />
          ))}
        </Networks>
      )}
      {channelName && (
        <TextField
          label={t('labels.channelName')}
          error={errors.channel_name?.message}
          {...form.register('channel_name')}
        />
      )}
    </>
  );
}
