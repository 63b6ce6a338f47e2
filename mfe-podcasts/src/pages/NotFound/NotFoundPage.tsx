import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';

export function NotFoundPage() {
  const { t } = usePodcastTexts();
  return <NotFoundNotice browse={{ to: paths.podcasts, label: t('notFound.browse') }} />;
}
