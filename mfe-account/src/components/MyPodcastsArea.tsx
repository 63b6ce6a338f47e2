import { RemoteSlot } from '@podbridge/shared/remotes';
import type { MyPodcastsProps } from '@podbridge/shared/types';
import { Card, PageSpinner } from '@podbridge/shared/ui';
import { UnavailablePanel } from './UnavailablePanel';

export const MY_PODCASTS_UNAVAILABLE = 'Your podcasts could not be loaded right now. Please try again in a moment.';

/** The podcaster's own podcasts, shown by the podcasts remote: 'summary' on My Profile, 'manage' on their own page. */
export function MyPodcastsArea({ variant }: MyPodcastsProps) {
  return (
    <RemoteSlot
      module="podcasts/MyPodcasts"
      props={{ variant }}
      loading={
        <Card>
          <PageSpinner text="Loading your podcasts..." />
        </Card>
      }
      fallback={(retry) => <UnavailablePanel area="My Podcasts" text={MY_PODCASTS_UNAVAILABLE} onRetry={retry} />}
    />
  );
}
