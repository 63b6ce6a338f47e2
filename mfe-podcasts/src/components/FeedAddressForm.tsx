import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, TextField, theme } from '@podbridge/kit';
import { feedErrorText } from './feedErrors';
import { InsetPanel } from './InsetPanel';
import { usePodcastTexts } from '../texts';

/** The address box and its button on one line. */
const AddressRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.spacing.sm};
  align-items: end;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface FeedAddressFormProps<Answer> {
  /** The panel's heading id, title and what it does. */
  id: string;
  title: string;
  intro: ReactNode;
  button: string;
  /** Reads the address on the API (an import preview, or linking a show). */
  read: UseMutationResult<Answer, unknown, string>;
  onRead: (answer: Answer) => void;
}

/**
 * An RSS address and its button, in a form of its own (Enter reads the address, never submits a form around it): the
 * address must be http(s) before it is sent, and why the API could not read it shows under the box, in the site's
 * language.
 */
export function FeedAddressForm<Answer>({ id, title, intro, button, read, onRead }: FeedAddressFormProps<Answer>) {
  const { t } = usePodcastTexts();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = address.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setError(t('feed.errors.feed_address_invalid'));
      return;
    }
    setError(null);
    read.mutate(url, {
      onSuccess: onRead,
      onError: (failure) => setError(feedErrorText(failure, t('feed.errors.feed_unreadable'))),
    });
  };

  return (
    <InsetPanel as="form" noValidate onSubmit={submit} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      <AddressRow>
        <TextField
          label={t('feed.import.label')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          error={error ?? undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="outline" loading={read.isPending}>
          {button}
        </Button>
      </AddressRow>
      {read.isPending && <Muted role="status">{t('feed.import.importing')}</Muted>}
    </InsetPanel>
  );
}
