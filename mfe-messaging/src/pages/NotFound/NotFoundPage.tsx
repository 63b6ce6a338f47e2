import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/shared/ui';
import { useMessagingTexts } from '../../texts';

export function NotFoundPage() {
  const { t } = useMessagingTexts();
  return <NotFoundNotice browse={{ to: paths.messages, label: t('page.openMessages') }} />;
}
