import { href, paths } from '@podbridge/shared/paths';
import { ButtonLink, PencilIcon } from '@podbridge/shared/ui';

/** View and Edit of one of the owner's podcasts. */
export function OwnPodcastLinks({ id }: { id: number }) {
  return (
    <>
      <ButtonLink to={href(paths.podcastDetail, { id })} variant="ghost" size="sm">
        View
      </ButtonLink>
      <ButtonLink to={href(paths.podcastEdit, { id })} variant="outline" size="sm">
        <PencilIcon size={16} />
        Edit
      </ButtonLink>
    </>
  );
}
