import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/shared/ui';

export function NotFoundPage() {
  return <NotFoundNotice browse={{ to: paths.messages, label: 'Open Messages' }} />;
}
