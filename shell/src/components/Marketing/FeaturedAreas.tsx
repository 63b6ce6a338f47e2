import { EmptyState, Spinner } from '@podbridge/shared/ui';
import { useShellTexts } from '../../texts';
import { RemoteArea } from '../RemoteArea/RemoteArea';

/**
 * The experts remote's spotlights, loaded as they near the screen; while the remote is away, the spec's empty text
 * stands in its place.
 */
export function ExpertSpotlightsArea() {
  const { t } = useShellTexts();
  return (
    <RemoteArea
      remote="experts"
      module="experts/ExpertSpotlights"
      whenNear
      loading={<Spinner label={t('loading.experts')} />}
      unavailable={<EmptyState title={t('marketing.noFeaturedExperts')} />}
    />
  );
}

/** The podcasts remote's featured shows, loaded as they near the screen; the spec's empty text while it is away. */
export function FeaturedPodcastsArea() {
  const { t } = useShellTexts();
  return (
    <RemoteArea
      remote="podcasts"
      module="podcasts/FeaturedPodcasts"
      whenNear
      loading={<Spinner label={t('loading.podcasts')} />}
      unavailable={<EmptyState title={t('marketing.noFeaturedPodcasts')} />}
    />
  );
}
