import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '@podbridge/shared/api';
import { Button, ConfirmDialog } from '@podbridge/kit';
import { useBlockToggle } from '../../api/blocks';
import { useMessagingTexts } from '../../texts';

export interface BlockToggleProps {
  userId: number;
  /** The name the chat shows them by. */
  name: string;
  blocked: boolean;
}

/** 'Block user' after a confirmation that explains what it does, or 'Unblock user' at once. */
export function BlockToggle({ userId, name, blocked }: BlockToggleProps) {
  const { t } = useMessagingTexts();
  const toggle = useBlockToggle(userId);
  const [confirming, setConfirming] = useState(false);

  if (blocked) {
    return (
      <Button
        variant="light"
        size="sm"
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(false, { onError: (error) => toast.error(apiErrorMessage(error, t('block.unblockFailure'))) })
        }
      >
        {t('block.unblock')}
      </Button>
    );
  }

  return (
    <>
      <Button
        variant="light"
        size="sm"
        onClick={() => {
          toggle.reset();
          setConfirming(true);
        }}
      >
        {t('block.block')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('block.title', { username: name })}
          confirmLabel={t('block.block')}
          busyLabel={t('block.blocking')}
          busy={toggle.isPending}
          error={toggle.isError ? apiErrorMessage(toggle.error, t('block.failure')) : null}
          onConfirm={() => toggle.mutate(true, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        >
          {t('block.explanation', { username: name })}
        </ConfirmDialog>
      )}
    </>
  );
}
