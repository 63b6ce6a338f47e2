import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/kit';
import { useAccountTexts } from '../../texts';

export function NotFoundPage() {
  const { t } = useAccountTexts();
  return <NotFoundNotice browse={{ to: paths.home, label: t('notFound.browse') }} iconSize={40} />;
}
