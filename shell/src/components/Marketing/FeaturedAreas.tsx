import { EmptyState, Spinner } from '@podbridge/shared/ui';
import { RemoteArea } from '../RemoteArea/RemoteArea';

export const NO_FEATURED_EXPERTS = 'No featured experts available yet';
export const NO_FEATURED_PODCASTS = 'No featured podcasts available yet';

/** The experts remote's spotlights; while it is away, the spec's empty text stands in its place. */
export function ExpertSpotlightsArea() {
  return (
    <RemoteArea
      remote="experts"
      module="experts/ExpertSpotlights"
      loading={<Spinner label="Loading experts" />}
      unavailable={<EmptyState title={NO_FEATURED_EXPERTS} />}
    />
  );
}

/** The podcasts remote's featured shows; while it is away, the spec's empty text stands in its place. */
export function FeaturedPodcastsArea() {
  return (
    <RemoteArea
      remote="podcasts"
      module="podcasts/FeaturedPodcasts"
      loading={<Spinner label="Loading podcasts" />}
      unavailable={<EmptyState title={NO_FEATURED_PODCASTS} />}
    />
  );
}
