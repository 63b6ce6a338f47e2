import { useState } from 'react';
import { paths } from '@podbridge/shared/paths';
import type { MessageDialogProps } from '@podbridge/shared/types';
import { Button, ButtonLink, Icon, Modal, Spinner } from '@podbridge/shared/ui';
import { RemoteSlot } from './RemoteSlot';
import { useTranslation } from 'react-i18next';

export interface MessageButtonProps {
  /** The button's text and the dialog's title, e.g. 'Message Expert' or 'Message Podcaster'. */
  label: string;
  recipient: MessageDialogProps['recipient'];
}

/** Opens the messaging remote's dialog to write to the recipient; a missing messaging remote stays in the dialog. */
export function MessageButton({ label, recipient }: MessageButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="chat" size={16} /> {label}
      </Button>
      {open && (
        <RemoteSlot
          module="messaging/MessageDialog"
          props={{ open: true, onClose: close, recipient }}
          loading={
            <Modal open title={label} onClose={close}>
              <Spinner size={28} label={t('messageButton.loading')} />
            </Modal>
          }
          fallback={() => (
            <Modal
              open
              title={label}
              onClose={close}
              footer={
                <>
                  <Button variant="light" onClick={close}>
                    {t('close')}
                  </Button>
                  <ButtonLink to={paths.messages}>{t('messageButton.openMessages')}</ButtonLink>
                </>
              }
            >
              <p role="status">{t('messageButton.unavailable')}</p>
            </Modal>
          )}
        />
      )}
    </>
  );
}
