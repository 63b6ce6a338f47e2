import type { ReactNode } from 'react';
import { apiErrorMessage } from '@podbridge/shared/api';
import { Alert, EmptyState, Icon, Stack, type AlertVariant } from '@podbridge/shared/ui';
import { QueueStatus } from './QueueStatus';

export interface ReviewQueueProps {
  /** The pending items, undefined until loaded. */
  count: number | undefined;
  isPending: boolean;
  error: unknown;
  texts: { forbidden: string; failed: string; updateFailed: string; emptyTitle: string; emptyHint: string };
  /** The last action's message (cleared after 3 s by useFlash). */
  flash: { text: string; variant: AlertVariant } | null;
  /** The last action's failure, if it failed. */
  updateError: unknown;
  /** The table, shown when there are items. */
  children: ReactNode;
}

/** A queue screen's states around its table: action messages, loading, permission and load errors, empty. */
export function ReviewQueue({ count, isPending, error, texts, flash, updateError, children }: ReviewQueueProps) {
  return (
    <Stack $gap="md">
      {flash && <Alert variant={flash.variant}>{flash.text}</Alert>}
      {updateError ? <Alert variant="error">{apiErrorMessage(updateError, texts.updateFailed)}</Alert> : null}
      <QueueStatus isPending={isPending} error={error} forbidden={texts.forbidden} failed={texts.failed} />
      {count === 0 && (
        <EmptyState icon={<Icon name="check" size={28} />} title={texts.emptyTitle} hint={texts.emptyHint} />
      )}
      {count !== undefined && count > 0 && children}
    </Stack>
  );
}
