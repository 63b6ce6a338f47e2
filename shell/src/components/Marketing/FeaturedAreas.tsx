import { EmptyState, SpotlightPlaceholder } from '@podbridge/kit';
import { useShellTexts } from '../../texts';
import { RemoteArea } from '../RemoteArea/RemoteArea';

/**
 * The experts remote's spotlights, loaded as they near the screen, their tiles' shape holding the place until then;
 * while the remote is away, the section's empty text stands in its place.
 */
export function ExpertSpotlightsArea() {
  const { t } = useShellTexts();
  return (
    <RemoteArea
      remote="experts"
      module="experts/ExpertSpotlights"
      whenNear
      loading={<SpotlightPlaceholder label={t('loading.experts')} />}
      unavailable={<EmptyState title={t('marketing.noFeaturedExperts')} />}
    />
  );
}

/** The podcasts remote's featured shows, loaded as they near the screen; the section's empty text while it is away. */
export function FeaturedPodcastsArea() {
  const { t } = useShellTexts();
  return (
    <RemoteArea
      remote="podcasts"
      module="podcasts/FeaturedPodcasts"
      whenNear
      loading={<SpotlightPlaceholder label={t('loading.podcasts')} />}
      unavailable={<EmptyState title={t('marketing.noFeaturedPodcasts')} />}
    />
  );
}
