import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/kit';
import { useMessagingTexts } from '../../texts';

export function NotFoundPage() {
  const { t } = useMessagingTexts();
  return <NotFoundNotice browse={{ to: paths.messages, label: t('page.openMessages') }} />;
}
