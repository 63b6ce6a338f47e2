import { RemoteSlot } from '@podbridge/shared/remotes';
import type { MyPodcastsProps } from '@podbridge/shared/types';
import { Card, PageSpinner } from '@podbridge/kit';
import { useAccountTexts } from '../texts';
import { UnavailablePanel } from './UnavailablePanel';

/** The podcaster's own podcasts, shown by the podcasts remote: 'summary' on My Profile, 'manage' on their own page. */
export function MyPodcastsArea({ variant }: MyPodcastsProps) {
  const { t } = useAccountTexts();
  return (
    <RemoteSlot
      module="podcasts/MyPodcasts"
      props={{ variant }}
      loading={
        <Card>
          <PageSpinner text={t('myPodcasts.loading')} />
        </Card>
      }
      fallback={(retry) => (
        <UnavailablePanel area={t('myPodcasts.title')} text={t('myPodcasts.unavailable')} onRetry={retry} />
      )}
    />
  );
}
