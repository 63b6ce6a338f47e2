import toast from 'react-hot-toast';
import { apiErrorMessage, describeApiError } from '@podbridge/shared/api';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import { useHideComment } from './api/hideComment';
import { useSocialTexts } from './texts';
import type { SocialComment, SocialTarget } from './types';

export interface HideCommentDialogProps {
  target: SocialTarget;
  comment: SocialComment;
  onClose: () => void;
}

/**
 * Asks an admin why before hiding someone's comment; the reason is emailed to its author. A reason the server refuses
 * shows under the field; any other refusal (hidden already, not an admin any more) is toasted with the server's words
 * and closes the dialog, while a request that got no answer keeps it open to send again.
 */
export function HideCommentDialog({ target, comment, onClose }: HideCommentDialogProps) {
  const { t } = useSocialTexts();
  const { mutateAsync: hideComment } = useHideComment(target);
  return (
    <ReasonDialog
      title={t('moderation.hideTitle')}
      submitLabel={t('moderation.hide')}
      fallback={t('moderation.hideFailed')}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await hideComment({ commentId: comment.id, reason });
        } catch (error) {
          const { status } = describeApiError(error);
          if (status === 400) throw error;
          toast.error(apiErrorMessage(error, t('moderation.hideFailed')));
          if (status !== null) onClose();
          return;
        }
        toast.success(t('moderation.hidden'));
        onClose();
      }}
    >
      <p>{t('moderation.hideHint')}</p>
    </ReasonDialog>
  );
}
