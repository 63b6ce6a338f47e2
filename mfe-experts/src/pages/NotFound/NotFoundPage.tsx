import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';

export function NotFoundPage() {
  const { t } = useExpertTexts();
  return <NotFoundNotice browse={{ to: paths.experts, label: t('notFound.browse') }} />;
}
