import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '@podbridge/shared/api';
import { Button, ConfirmDialog } from '@podbridge/shared/ui';
import { useBlockToggle } from '../../api/blocks';

export const BLOCK_FAILURE = 'Failed to block user. Please try again.';
export const UNBLOCK_FAILURE = 'Failed to unblock user. Please try again.';

export interface BlockToggleProps {
  userId: number;
  username: string;
  blocked: boolean;
}

/** 'Block user' after a confirmation that explains what it does, or 'Unblock user' at once. */
export function BlockToggle({ userId, username, blocked }: BlockToggleProps) {
  const toggle = useBlockToggle(userId);
  const [confirming, setConfirming] = useState(false);

  if (blocked) {
    return (
      <Button
        variant="light"
        size="sm"
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(false, { onError: (error) => toast.error(apiErrorMessage(error, UNBLOCK_FAILURE)) })
        }
      >
        Unblock user
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
        Block user
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Block ${username}?`}
          confirmLabel="Block user"
          busyLabel="Blocking..."
          busy={toggle.isPending}
          error={toggle.isError ? apiErrorMessage(toggle.error, BLOCK_FAILURE) : null}
          onConfirm={() => toggle.mutate(true, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        >
          Their messages will no longer reach you. {username} is not told that you blocked them, and you can unblock
          them at any time.
        </ConfirmDialog>
      )}
    </>
  );
}
