import { href, paths } from '@podbridge/shared/paths';
import { ButtonLink, PencilIcon } from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';

/** View and Edit of one of the owner's podcasts. */
export function OwnPodcastLinks({ id }: { id: number }) {
  const { t } = usePodcastTexts();
  return (
    <>
      <ButtonLink to={href(paths.podcastDetail, { id })} variant="ghost" size="sm">
        {t('mine.view')}
      </ButtonLink>
      <ButtonLink to={href(paths.podcastEdit, { id })} variant="outline" size="sm">
        <PencilIcon size={16} />
        {t('mine.edit')}
      </ButtonLink>
    </>
  );
}
