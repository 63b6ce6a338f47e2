import { paths } from '@podbridge/shared/paths';
import { NoticeCard } from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';

/** Shown instead of the form when the user has no podcaster profile yet. */
export function ProfileRequired() {
  const { t } = usePodcastTexts();
  return (
    <NoticeCard
      icon="user"
      title={t('create.profileRequired.title')}
      hint={t('create.profileRequired.hint')}
      next={{ to: paths.podcasterProfileCreate, label: t('create.profileRequired.create') }}
      back={{ to: paths.podcasts, label: t('create.profileRequired.back') }}
    />
  );
}
