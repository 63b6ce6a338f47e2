import styled from 'styled-components';
import { externalUrl, formatShortDate } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Card, CardTitle, Spinner, theme, plainList } from '@podbridge/kit';
import { EPISODES_SHOWN, useEpisodes, type Episode } from '../../api/podcastFeed';
import { FeedSignalsLine } from '../../components/FeedSignals';
import { usePodcastTexts } from '../../texts';

const List = styled.ol`
  ${plainList('xxs')}
  margin-top: ${theme.spacing.md};
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.spacing.xs} ${theme.spacing.md};
    padding: ${theme.spacing.sm} 0;
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Title = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  text-align: right;
`;

const Note = styled.p`
  margin: ${theme.spacing.sm} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** "42 min", "1 h 5 min": an episode's length as a listener reads it. */
function useDuration() {
  const { t } = usePodcastTexts();
  return (seconds: number | null) => {
    if (seconds === null) return null;
    const minutes = Math.max(1, Math.round(seconds / 60));
    return minutes < 60
      ? t('feed.minutes', { count: minutes })
      : t('feed.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

function EpisodeRow({ episode }: { episode: Episode }) {
  const { t } = usePodcastTexts();
  const duration = useDuration()(episode.duration_seconds);
  const link = externalUrl(episode.link);
  return (
    <li>
      <Title>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('feed.openEpisode', { title: episode.title })}
          >
            {episode.title}
          </a>
        ) : (
          episode.title
        )}
      </Title>
      <When>
        {episode.published_at ? (
          <time dateTime={episode.published_at}>{formatShortDate(episode.published_at)}</time>
        ) : (
          t('feed.undated')
        )}
        {duration && <> · {duration}</>}
      </When>
    </li>
  );
}

/** A show's signals and latest episodes, as its own feed lists them. */
export function EpisodeList({ podcast }: { podcast: Podcast & { feed: NonNullable<Podcast['feed']> } }) {
  const { t } = usePodcastTexts();
  const { data, isError, isPending } = useEpisodes(podcast.id, true);
  return (
    <Card as="section" aria-labelledby="podcast-episodes">
      <CardTitle id="podcast-episodes">{t('feed.episodesTitle')}</CardTitle>
      <FeedSignalsLine feed={podcast.feed} long />
      {isPending && <Spinner label={t('feed.episodesLoading')} />}
      {isError && <Alert variant="error">{t('feed.episodesFailure')}</Alert>}
      {data && data.results.length === 0 && <Note>{t('feed.noEpisodes')}</Note>}
      {data && data.results.length > 0 && (
        <>
          <List>
            {data.results.map((episode, index) => (
              <EpisodeRow key={`${index}-${episode.title}`} episode={episode} />
            ))}
          </List>
          {data.count > EPISODES_SHOWN && (
            <Note>{t('feed.allEpisodes', { shown: data.results.length, count: data.count })}</Note>
          )}
        </>
      )}
    </Card>
  );
}
