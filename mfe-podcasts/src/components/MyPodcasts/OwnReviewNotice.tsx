import { href, paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { ReviewNotice } from '@podbridge/kit';

/**
 * Under the badge of the owner's podcast that is not public: waiting for review, or the admin's reason with the
 * edit that sends it back for review (saving an edit makes a rejected or unpublished podcast pending again).
 */
export function OwnReviewNotice({ podcast }: { podcast: Podcast }) {
  return <ReviewNotice item={podcast} kind="podcast" editTo={href(paths.podcastEdit, { id: podcast.id })} />;
}
