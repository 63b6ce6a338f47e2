import styled from 'styled-components';
import { formatRelativeTime } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { Badge, Icon, theme, wrap } from '@podbridge/kit';
import { usePodcastTexts } from '../texts';

type Feed = NonNullable<Podcast['feed']>;

const Line = styled.p`
  ${wrap('xs', 'sm')}
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  /* The dot ends the item before it, so a line that wraps ends with it instead of starting with it. */
  & > span:not(:last-child)::after {
    content: '·';
    margin-left: ${theme.spacing.sm};
  }
`;

/** "Weekly · 30 episodes · latest 2 days ago": what the show's own feed says of how it publishes. */
export function FeedSignalsLine({ feed, long = false }: { feed: Feed; long?: boolean }) {
  const { t } = usePodcastTexts();
  const when = feed.latest_episode_at ? formatRelativeTime(feed.latest_episode_at) : null;
  return (
    <Line aria-label={t('feed.signalsLabel')}>
      {feed.cadence && <span>{t(`feed.cadence.${feed.cadence}`)}</span>}
      <span>{t('feed.episodes', { count: feed.episode_count })}</span>
      {when ? (
        <span>
          <time dateTime={feed.latest_episode_at ?? undefined}>
            {t(long ? 'feed.latestEpisode' : 'feed.latest', { when })}
          </time>
        </span>
      ) : (
        <span>{t('feed.noDatedEpisodes')}</span>
      )}
    </Line>
  );
}

/** The badges a feed earns: Verified feed, and Inactive when nothing came out for 90 days. */
export function FeedBadges({ feed }: { feed: Feed | null }) {
  const { t } = usePodcastTexts();
  if (!feed) return null;
  return (
    <>
      {feed.verified && (
        <Badge variant="success" title={t('feed.verifiedHint')}>
          <Icon name="check" size={12} /> {t('feed.verified')}
        </Badge>
      )}
      {!feed.active && (
        <Badge variant="neutral" title={t('feed.inactiveHint')}>
          {t('feed.inactive')}
        </Badge>
      )}
    </>
  );
}
