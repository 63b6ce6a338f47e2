import styled from 'styled-components';
import { capitalize, formatRelativeTime, formatShortDate } from '@podbridge/shared/format';
import type { AdminReport } from '@podbridge/shared/types';
import { Badge, Button, Card, theme } from '@podbridge/shared/ui';
import type { ReportDecision } from '../../api/reports';
import { RowActions } from '../../components/ModerationTable';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  strong {
    color: ${theme.colors.text};
  }
`;

const Reason = styled.blockquote`
  margin: ${theme.spacing.sm} 0;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-left: 3px solid ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Conversation = styled.ol`
  display: grid;
  gap: ${theme.spacing.xs};
  margin: ${theme.spacing.sm} 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $reported: boolean }>`
  padding: ${theme.spacing.xs} ${theme.spacing.sm};
  border: 1px solid ${({ $reported }) => ($reported ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $reported }) => ($reported ? theme.colors.dangerSoft : theme.colors.surface)};
  font-size: ${theme.fontSizes.sm};
  p {
    margin-top: 2px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

const Sender = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.xs};
  margin-bottom: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.sm};
`;

const RESOLUTIONS: Record<NonNullable<AdminReport['resolution']>, string> = {
  dismissed: 'Dismissed',
  warned: 'Sender warned',
  suspended: 'Sender suspended',
};

/** One reported message: who reported it and why, the conversation around it, its sender, and what to do. */
export function ReportCard({
  report,
  busy,
  onDecide,
}: {
  report: AdminReport;
  busy: boolean;
  onDecide: (decision: ReportDecision) => void;
}) {
  const { message } = report;
  const nameOf = (userId: number) =>
    userId === message.sender.id ? message.sender.username : message.receiver.username;
  const who = message.sender.username;
  return (
    <Card as="article" aria-label={`Report of a message from ${who}`}>
      <Head>
        <span>
          Reported by <strong>{report.reporter.username}</strong> {formatRelativeTime(report.created_at)}
        </span>
        {report.resolution && (
          <span>
            <Badge variant="neutral">{RESOLUTIONS[report.resolution]}</Badge>
            {report.resolved_by && ` by ${report.resolved_by.username}`}
            {report.resolved_at && ` on ${formatShortDate(report.resolved_at)}`}
          </span>
        )}
      </Head>
      <Reason aria-label="Reason given">{report.reason}</Reason>
      <Conversation aria-label="The conversation around the message">
        {report.context.map((line) => (
          <Line key={line.id} $reported={line.id === message.id}>
            <span>
              <strong>{nameOf(line.sender)}</strong> · {formatRelativeTime(line.timestamp)}
              {line.id === message.id && (
                <>
                  {' '}
                  <Badge variant="danger">Reported</Badge>
                </>
              )}
            </span>
            <p>{line.content}</p>
          </Line>
        ))}
      </Conversation>
      <Sender>
        Sender: <strong>{who}</strong> ({capitalize(message.sender.user_type)})
        {report.reports_of_sender > 1 && <Badge variant="warning">{report.reports_of_sender} open reports</Badge>}
        {message.sender.is_suspended && <Badge variant="danger">Suspended</Badge>}
      </Sender>
      {!report.resolution && (
        <RowActions>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('dismiss')}>
            Dismiss
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('warn')}>
            Warn {who}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy || message.sender.is_suspended}
            onClick={() => onDecide('suspend')}
          >
            Suspend {who}
          </Button>
        </RowActions>
      )}
    </Card>
  );
}
