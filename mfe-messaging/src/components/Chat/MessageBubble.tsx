import styled, { css } from 'styled-components';
import { formatDateTime, formatRelativeTime } from '@podbridge/shared/format';
import type { UserMessage } from '@podbridge/shared/types';
import { media, theme, VisuallyHidden, row, stack } from '@podbridge/kit';
import { useMessagingTexts } from '../../texts';

const Item = styled.li<{ $sent: boolean }>`
  ${stack('xxs')}
  align-items: ${({ $sent }) => ($sent ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $sent: boolean }>`
  max-width: 85%;
  padding: 10px 14px;
  border-radius: ${theme.radii.lg};
  font-size: ${theme.fontSizes.md};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
  ${({ $sent }) =>
    $sent
      ? css`
          border-bottom-right-radius: ${theme.radii.sm};
          background: ${theme.colors.primary};
          color: ${theme.colors.white};
        `
      : css`
          border-bottom-left-radius: ${theme.radii.sm};
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.text};
        `}
  ${media.md} {
    max-width: min(70%, 560px);
  }
`;

const Meta = styled.div`
  ${row('sm')}
  padding: 0 ${theme.spacing.xs};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textSubtle};
`;

const ReportAction = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.danger};
  }
  &:focus-visible {
    outline: none;
    border-radius: ${theme.radii.sm};
    box-shadow: ${theme.shadows.focus};
  }
`;

function fullTimeOf(timestamp: string): string | undefined {
  return formatDateTime(timestamp) || undefined;
}

export interface MessageBubbleProps {
  message: UserMessage;
  /** Written by the signed-in user (right, brand colour) or received (left, light). */
  sent: boolean;
  /** Who wrote it, read before the text by assistive technology. */
  author: string;
  now: Date;
  /** Received messages only: opens the report dialog. */
  onReport?: (message: UserMessage) => void;
}

/** One message: its text with line breaks kept, when it was sent, and for a received one a Report action. */
export function MessageBubble({ message, sent, author, now, onReport }: MessageBubbleProps) {
  // The times follow the site's language (formatRelativeTime and formatDateTime read it); using the texts makes
  // the bubble render again when the language changes.
  const { t } = useMessagingTexts();
  return (
    <Item $sent={sent} data-direction={sent ? 'sent' : 'received'}>
      <Bubble $sent={sent}>
        <VisuallyHidden>{author}: </VisuallyHidden>
        {message.content}
      </Bubble>
      <Meta>
        <time dateTime={message.timestamp} title={fullTimeOf(message.timestamp)}>
          {formatRelativeTime(message.timestamp, now)}
        </time>
        {!sent && onReport && (
          <ReportAction type="button" aria-label={t('chat.reportLabel')} onClick={() => onReport(message)}>
            {t('chat.report')}
          </ReportAction>
        )}
      </Meta>
    </Item>
  );
}
