import styled from 'styled-components';
import { formatRelativeTime } from '@podbridge/shared/format';
import { Alert, Button, theme, wrap } from '@podbridge/kit';
import { InsetPanel } from '../../components/InsetPanel';
import { useFeedPreview, type FeedPreview } from '../../api/podcastFeed';
import { FeedAddressForm } from '../../components/FeedAddressForm';
import { usePodcastTexts } from '../../texts';

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
    <FeedAddressForm
      id="feed-import"
      title={t('feed.import.title')}
      intro={t('feed.import.intro')}
      button={t('feed.import.button')}
      read={preview}
      onRead={onImported}
    />
  );
}
