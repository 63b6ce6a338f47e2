import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatRelativeTime } from '@podbridge/shared/format';
import { Alert, Button, TextField, theme, wrap } from '@podbridge/kit';
import { InsetPanel } from '../../components/InsetPanel';
import { useFeedPreview, type FeedPreview } from '../../api/podcastFeed';
import { feedErrorText } from '../../components/feedErrors';
import { usePodcastTexts } from '../../texts';


/** The address box and its button on one line; the button drops under the box on a narrow phone. */
const AddressRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.spacing.sm};
  align-items: end;
`;

const Linked = styled.div`
  ${wrap('sm')}
  align-items: center;
  justify-content: space-between;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface FeedImportProps {
  /** The feed the podcast will be created from, once imported. */
  imported: FeedPreview | null;
  onImported: (preview: FeedPreview) => void;
  onRemove: () => void;
}

/**
 * "Import from your RSS feed" above the create form: the address is read by the API (only public addresses) and
 * the form is filled from what the feed says; the podcaster changes anything before creating. A form of its own,
 * so Enter in the address imports instead of creating the podcast.
 */
export function FeedImport({ imported, onImported, onRemove }: FeedImportProps) {
  const { t } = usePodcastTexts();
  const preview = useFeedPreview();
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
    preview.mutate(url, {
      onSuccess: onImported,
      onError: (failure) => setError(feedErrorText(failure, t('feed.errors.feed_unreadable'))),
    });
  };

  if (imported) {
    const when = imported.latest_episode_at ? formatRelativeTime(imported.latest_episode_at) : null;
    const episodes = [t('feed.episodes', { count: imported.episode_count }), when && t('feed.latest', { when })]
      .filter(Boolean)
      .join(', ');
    return (
      <InsetPanel as="section" aria-labelledby="feed-import">
        <h2 id="feed-import">{t('feed.import.linked')}</h2>
        <Alert variant="success">{t('feed.import.done', { title: imported.title, episodes })}</Alert>
        {imported.artwork_url && <Muted>{t('feed.import.artwork')}</Muted>}
        <Linked>
          <Muted>{imported.feed_url}</Muted>
          <Button type="button" variant="light" size="sm" onClick={onRemove}>
            {t('feed.import.remove')}
          </Button>
        </Linked>
      </InsetPanel>
    );
  }

  return (
    <InsetPanel as="form" noValidate onSubmit={submit} aria-labelledby="feed-import">
      <h2 id="feed-import">{t('feed.import.title')}</h2>
      <p>{t('feed.import.intro')}</p>
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
        <Button type="submit" variant="outline" loading={preview.isPending}>
          {t('feed.import.button')}
        </Button>
      </AddressRow>
      {preview.isPending && <Muted role="status">{t('feed.import.importing')}</Muted>}
    </InsetPanel>
  );
}
