import { Button, Card, EmptyState, Icon } from '@podbridge/shared/ui';
import { useAccountTexts } from '../texts';

export interface UnavailablePanelProps {
  /** The area's name, e.g. 'My Podcasts': its heading and, with 'unavailable', its accessible name. */
  area: string;
  text: string;
  onRetry: () => void;
}

/** What an area shows when the remote that fills it cannot load: the rest of the page keeps working. */
export function UnavailablePanel({ area, text, onRetry }: UnavailablePanelProps) {
  const { t } = useAccountTexts();
  return (
    <Card as="section" role="alert" aria-label={t('unavailable.label', { area })}>
      <EmptyState
        icon={<Icon name="compass" size={28} />}
        title={area}
        hint={text}
        action={<Button onClick={onRetry}>{t('actions.tryAgain')}</Button>}
      />
    </Card>
  );
}
