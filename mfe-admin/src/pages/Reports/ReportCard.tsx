import styled from 'styled-components';
import { formatRelativeTime, formatShortDate } from '@podbridge/shared/format';
import { Trans } from '@podbridge/shared/i18n';
import type { AdminReport } from '@podbridge/shared/types';
import { Badge, Button, Card, theme, cluster, wrap } from '@podbridge/kit';
import type { ReportDecision } from '../../api/reports';
import { RowActions } from '../../components/ModerationTable';
import { ADMIN_NAMESPACE, useAdminTexts } from '../../texts';

const Head = styled.div`
  ${wrap('xs', 'md')}
  justify-content: space-between;
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
  ${cluster('xs')}
  margin-bottom: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.sm};
`;

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
  const { t } = useAdminTexts();
  const { message } = report;
  const nameOf = (userId: number) =>
    userId === message.sender.id ? message.sender.username : message.receiver.username;
  const who = message.sender.username;
  return (
    <Card as="article" aria-label={t('reports.card.label', { name: who })}>
      <Head>
        <span>
          <Trans
            t={t}
            ns={ADMIN_NAMESPACE}
            i18nKey="reports.card.reportedBy"
            values={{ name: report.reporter.username, when: formatRelativeTime(report.created_at) }}
            components={{ strong: <strong /> }}
          />
        </span>
        {report.resolution && (
          <span>
            <Badge variant="neutral">{t(`reports.card.resolutions.${report.resolution}`)}</Badge>
            {report.resolved_by && ` ${t('reports.card.resolvedBy', { name: report.resolved_by.username })}`}
            {report.resolved_at && ` ${t('reports.card.resolvedOn', { date: formatShortDate(report.resolved_at) })}`}
          </span>
        )}
      </Head>
      <Reason aria-label={t('reports.card.reasonGiven')}>{report.reason}</Reason>
      <Conversation aria-label={t('reports.card.conversation')}>
        {report.context.map((line) => (
          <Line key={line.id} $reported={line.id === message.id}>
            <span>
              <strong>{nameOf(line.sender)}</strong> · {formatRelativeTime(line.timestamp)}
              {line.id === message.id && (
                <>
                  {' '}
                  <Badge variant="danger">{t('reports.card.reported')}</Badge>
                </>
              )}
            </span>
            <p>{line.content}</p>
          </Line>
        ))}
      </Conversation>
      <Sender>
        <span>
          <Trans
            t={t}
            ns={ADMIN_NAMESPACE}
            i18nKey="reports.card.sender"
            values={{ name: who, type: t(`userTypes.${message.sender.user_type}`) }}
            components={{ strong: <strong /> }}
          />
        </span>
        {report.reports_of_sender > 1 && (
          <Badge variant="warning">{t('reports.card.openReports', { count: report.reports_of_sender })}</Badge>
        )}
        {message.sender.is_suspended && <Badge variant="danger">{t('reports.card.suspended')}</Badge>}
      </Sender>
      {!report.resolution && (
        <RowActions>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('dismiss')}>
            {t('reports.decisions.dismiss.submit')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('warn')}>
            {t('reports.decisions.warn.title', { name: who })}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy || message.sender.is_suspended}
            onClick={() => onDecide('suspend')}
          >
            {t('reports.decisions.suspend.title', { name: who })}
          </Button>
        </RowActions>
      )}
    </Card>
  );
}
