import toast from 'react-hot-toast';
import type { Podcast } from '@podbridge/shared/types';
import { useConnectFeed } from '../../api/podcastFeed';
import { FeedAddressForm } from '../../components/FeedAddressForm';
import { usePodcastTexts } from '../../texts';

/**
 * The owner of a show without a feed links it to its RSS feed: the episodes and signals come from the feed from then
 * on, read daily, and the show can be verified.
 */
export function ConnectFeed({ podcast }: { podcast: Podcast }) {
  const { t } = usePodcastTexts();
  const connect = useConnectFeed(podcast.id);
  return (
    <FeedAddressForm
      id="connect-feed"
      title={t('feed.connect.title')}
      intro={t('feed.connect.intro')}
      button={t('feed.connect.button')}
      read={connect}
      onRead={() => toast.success(t('feed.connect.done'))}
    />
  );
}
