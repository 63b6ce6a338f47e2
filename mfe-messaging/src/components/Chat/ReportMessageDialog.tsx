import toast from 'react-hot-toast';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import type { UserMessage } from '@podbridge/shared/types';
import { theme } from '@podbridge/kit';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import { useReportMessage } from '../../api/reportMessage';
import { MESSAGE_WARNING_LENGTH } from './messageRules';
import { useMessagingTexts } from '../../texts';

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
  /** The name of who wrote it, as the chat shows it. */
  author: string;
  onClose: () => void;
}

/** Sends a received message to the moderators with the reader's reason, and thanks them in a toast. */
export function ReportMessageDialog({ message, author, onClose }: ReportMessageDialogProps) {
  const { t } = useMessagingTexts();
  const report = useReportMessage();
  return (
    <ReasonDialog
      title={t('report.title')}
      submitLabel={t('report.submit')}
      warnAbove={MESSAGE_WARNING_LENGTH}
      fallback={t('report.failure')}
      onClose={onClose}
      onSubmit={async (reason) => {
        await report.mutateAsync({ id: message.id, reason });
        toast.success(t('report.success'));
        onClose();
      }}
    >
      <Quote>{previewChars(message.content, QUOTE_LENGTH)}</Quote>
      <Explanation>{t('report.explanation', { username: author })}</Explanation>
    </ReasonDialog>
  );
}
