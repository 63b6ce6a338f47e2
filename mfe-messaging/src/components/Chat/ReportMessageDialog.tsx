import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { applyServerErrors, serverErrorOf } from '@podbridge/shared/forms';
import { previewChars } from '@podbridge/shared/format';
import type { UserMessage } from '@podbridge/shared/types';
import { Alert, Button, Modal, Stack, TextArea, theme } from '@podbridge/shared/ui';
import { useReportMessage } from '../../api/reportMessage';
import { CharacterCounter } from './CharacterCounter';
import { MESSAGE_WARNING_LENGTH } from './messageRules';

export const REPORT_SUCCESS = 'Message reported. Thank you, our team will review it.';
export const REPORT_FAILURE = 'Failed to report message. Please try again.';
export const REASON_REQUIRED = 'Please give a reason';
export const REASON_MAX_LENGTH = 1000;

/** How much of the reported message the dialog quotes. */
const QUOTE_LENGTH = 200;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-left: 3px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Explanation = styled.p`
  color: ${theme.colors.textMuted};
`;

interface ReportValues {
  reason: string;
}

export interface ReportMessageDialogProps {
  message: UserMessage;
  /** The username of who wrote it. */
  author: string;
  onClose: () => void;
}

/** Sends a received message to the moderators with the reader's reason, and thanks them in a toast. */
export function ReportMessageDialog({ message, author, onClose }: ReportMessageDialogProps) {
  const report = useReportMessage();
  const formId = useId();
  const form = useForm<ReportValues>({ defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);
  const sending = report.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ id: message.id, reason: values.reason.trim() });
      toast.success(REPORT_SUCCESS);
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { fields: ['reason'], fallback: REPORT_FAILURE });
    }
  });

  return (
    <Modal
      open
      title="Report message"
      onClose={() => !sending && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={sending}>
            {sending ? 'Sending...' : 'Send Report'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Quote>{previewChars(message.content, QUOTE_LENGTH)}</Quote>
          <Explanation>
            Tell us what is wrong with this message from {author}. Our team reviews every report.
          </Explanation>
          {failure && <Alert variant="error">{failure}</Alert>}
          <TextArea
            label="Reason"
            required
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            disabled={sending}
            error={errors.reason?.message}
            hint={<CharacterCounter count={reason.length} max={REASON_MAX_LENGTH} warnAbove={MESSAGE_WARNING_LENGTH} />}
            {...form.register('reason', {
              validate: (value) => value.trim() !== '' || REASON_REQUIRED,
              onChange: () => form.clearErrors(),
            })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
