import { useEffect, useEffectEvent, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { firstFieldErrors } from '@podbridge/shared/api';
import { SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import type { MessageDialogContract, MessageDialogProps } from '@podbridge/shared/types';
import { Alert, Button, CharacterCounter, Modal, Stack, TextArea } from '@podbridge/kit';
import { useSendMessage } from '../api/sendMessage';
import { MESSAGE_MAX_LENGTH, MESSAGE_WARNING_LENGTH, sendFailureMessage } from '../components/Chat/messageRules';
import { DialogFields, SentNotice } from '../components/DialogParts';
import { useMessagingTexts } from '../texts';

/** After a successful send the dialog closes itself this much later. */
export const AUTO_CLOSE_MS = 2000;

interface MessageValues {
  content: string;
}

/** The open dialog; it is mounted per opening, so every opening starts afresh with the draft (or empty). */
function OpenMessageDialog({ onClose, recipient, draft = '' }: Omit<MessageDialogProps, 'open'>) {
  const { t } = useMessagingTexts();
  const send = useSendMessage();
  const formId = useId();
  const form = useForm<MessageValues>({ defaultValues: { content: draft } });
  const content = useWatch({ control: form.control, name: 'content' });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);
  const sending = send.isPending;
  const sent = send.isSuccess;

  const closeAfterSending = useEffectEvent(onClose);
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => closeAfterSending(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ receiver_id: recipient.id, content: values.content.trim() });
    } catch (error) {
      const contentError = firstFieldErrors(error).content;
      if (contentError) form.setError('content', { type: 'server', message: contentError });
      else
        form.setError(SERVER_ERROR, { type: 'server', message: sendFailureMessage(error, t('composer.sendFailure')) });
    }
  });

  return (
    <Modal
      open
      title={t('dialog.title', { username: recipient.display_name ?? recipient.username })}
      onClose={() => !sending && onClose()}
      footer={
        sent ? undefined : (
          <>
            <Button variant="light" onClick={onClose} disabled={sending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {sending ? t('dialog.sending') : t('dialog.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <SentNotice>{t('dialog.sent')}</SentNotice>
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogFields disabled={sending}>
            <Stack>
              {failure && <Alert variant="error">{failure}</Alert>}
              <TextArea
                label={t('dialog.label')}
                required
                rows={6}
                maxLength={MESSAGE_MAX_LENGTH}
                error={errors.content?.message}
                hint={
                  <CharacterCounter
                    count={content.length}
                    max={MESSAGE_MAX_LENGTH}
                    warnAbove={MESSAGE_WARNING_LENGTH}
                  />
                }
                {...form.register('content', {
                  validate: (value) => value.trim() !== '' || t('dialog.required'),
                  onChange: () => form.clearErrors(),
                })}
              />
            </Stack>
          </DialogFields>
        </form>
      )}
    </Modal>
  );
}

/**
 * The Message dialog of the podcast and expert detail pages: write to the recipient, see it sent, and the dialog
 * closes itself 2 seconds later. A failure shows the server's reason, such as a spam limit. A
 * `draft` only fills the message box: the writer edits it, and nothing is sent before they press Send.
 */
function MessageDialog({ open, ...dialog }: MessageDialogProps) {
  return open ? <OpenMessageDialog {...dialog} /> : null;
}

export default MessageDialog satisfies MessageDialogContract;
