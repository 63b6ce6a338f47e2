import toast from 'react-hot-toast';
import styled from 'styled-components';
import { ReasonDialog } from '@podbridge/shared/forms';
import { previewChars } from '@podbridge/shared/format';
import type { UserMessage } from '@podbridge/shared/types';
import { theme } from '@podbridge/shared/ui';
import { useReportMessage } from '../../api/reportMessage';
import { MESSAGE_WARNING_LENGTH } from './messageRules';

export const REPORT_SUCCESS = 'Message reported. Thank you, our team will review it.';
export const REPORT_FAILURE = 'Failed to report message. Please try again.';

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

export interface ReportMessageDialogProps {
  message: UserMessage;
  /** The username of who wrote it. */
  author: string;
  onClose: () => void;
}

/** Sends a received message to the moderators with the reader's reason, and thanks them in a toast. */
export function ReportMessageDialog({ message, author, onClose }: ReportMessageDialogProps) {
  const report = useReportMessage();
  return (
    <ReasonDialog
      title="Report message"
      submitLabel="Send Report"
      warnAbove={MESSAGE_WARNING_LENGTH}
      fallback={REPORT_FAILURE}
      onClose={onClose}
      onSubmit={async (reason) => {
        await report.mutateAsync({ id: message.id, reason });
        toast.success(REPORT_SUCCESS);
        onClose();
      }}
    >
      <Quote>{previewChars(message.content, QUOTE_LENGTH)}</Quote>
      <Explanation>Tell us what is wrong with this message from {author}. Our team reviews every report.</Explanation>
    </ReasonDialog>
  );
}
