import { useTranslation } from 'react-i18next';
import { paths } from '@podbridge/shared/paths';
import type { MessageDialogProps } from '@podbridge/shared/types';
import { RemoteDialogButton } from '@podbridge/kit/remote-dialog';
import { RemoteSlot } from '@podbridge/shared/remotes';

export interface MessageButtonProps {
  /** The button's text and the dialog's title, e.g. 'Message Expert' or 'Message Podcaster'. */
  label: string;
  recipient: MessageDialogProps['recipient'];
  /** Text the message starts with. */
  draft?: string;
}

/** Opens the messaging remote's dialog to write to the recipient; a missing messaging remote stays in the dialog. */
export function MessageButton({ label, recipient, draft }: MessageButtonProps) {
  const { t } = useTranslation();
  return (
    <RemoteDialogButton
      label={label}
      icon="chat"
      loadingText={t('messageButton.loading')}
      unavailableText={t('messageButton.unavailable')}
      elsewhere={{ to: paths.messages, label: t('messageButton.openMessages') }}
    >
      {({ close, loading, fallback }) => (
        <RemoteSlot
          module="messaging/MessageDialog"
          props={{ open: true, onClose: close, recipient, ...(draft ? { draft } : {}) }}
          loading={loading}
          fallback={fallback}
        />
      )}
    </RemoteDialogButton>
  );
}
