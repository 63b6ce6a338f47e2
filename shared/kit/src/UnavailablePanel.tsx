import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface UnavailablePanelProps {
  /** The area's name, e.g. 'My Podcasts': its heading. */
  area: string;
  /** The panel's accessible name, e.g. 'My Podcasts unavailable'. */
  label: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}

/** What an area shows when the remote that fills it cannot load: the rest of the page keeps working. */
export function UnavailablePanel({ area, label, text, retryLabel, onRetry }: UnavailablePanelProps) {
  return (
    <Card as="section" role="alert" aria-label={label}>
      <EmptyState
        icon={<Icon name="compass" size={28} />}
        title={area}
        hint={text}
        action={<Button onClick={onRetry}>{retryLabel}</Button>}
      />
    </Card>
  );
}
