import { UnavailablePanel as Panel } from '@podbridge/kit';
import { useAccountTexts } from '../texts';

export interface UnavailablePanelProps {
  /** The area's name, e.g. 'My Podcasts': its heading and, with 'unavailable', its accessible name. */
  area: string;
  text: string;
  onRetry: () => void;
}

/** The kit's panel for an area whose remote cannot load, in the account remote's words. */
export function UnavailablePanel({ area, text, onRetry }: UnavailablePanelProps) {
  const { t } = useAccountTexts();
  return (
    <Panel
      area={area}
      label={t('unavailable.label', { area })}
      text={text}
      retryLabel={t('actions.tryAgain')}
      onRetry={onRetry}
    />
  );
}
