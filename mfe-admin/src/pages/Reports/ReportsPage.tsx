import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage } from '@podbridge/shared/api';
import { ReasonDialog } from '@podbridge/shared/forms';
import { capitalize, formatShortDate } from '@podbridge/shared/format';
import { FilterDropdown, useListingFilters } from '@podbridge/shared/listing';
import type { AdminReport } from '@podbridge/shared/types';
import { Alert, Button, Card, EmptyState, Icon, Pagination, Stack } from '@podbridge/shared/ui';
import { useDecideReport, useReports, type ReportDecision } from '../../api/reports';
import { QUEUE_PAGE_SIZE } from '../../api/reviewQueue';
import { useSuspendedUsers, useUnsuspendUser } from '../../api/suspendedUsers';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useFlash } from '../../components/useFlash';
import { ReportCard } from './ReportCard';

export const REPORTS_FORBIDDEN = "You don't have permission to view reports";
export const REPORTS_FAILED = 'Error loading reports';
export const REPORT_UPDATE_FAILED = 'Error updating the report';

type View = 'open' | 'resolved' | 'suspended';

const ViewPicker = styled(Card)`
  max-width: 360px;
`;
const VIEWS: { value: View; label: string }[] = [
  { value: 'open', label: 'Open reports' },
  { value: 'resolved', label: 'Closed reports' },
  { value: 'suspended', label: 'Suspended accounts' },
];

const DECISIONS: Record<
  ReportDecision,
  { title: (who: string) => string; submit: string; done: string; explain: (who: string) => string; required: boolean }
> = {
  dismiss: {
    title: () => 'Dismiss report',
    submit: 'Dismiss',
    done: 'Report dismissed',
    explain: () => 'Nothing happens to the sender. A note for the audit trail is optional.',
    required: false,
  },
  warn: {
    title: (who) => `Warn ${who}`,
    submit: 'Send Warning',
    done: 'Warning sent',
    explain: (who) => `${who} gets this reason by email, with a link to contact us.`,
    required: true,
  },
  suspend: {
    title: (who) => `Suspend ${who}`,
    submit: 'Suspend',
    done: 'User suspended',
    explain: (who) =>
      `${who} is signed out everywhere and cannot sign in until the suspension is lifted. They read this reason by email and when they try to sign in.`,
    required: true,
  },
};

function SuspendedAccounts({ page, onPage, onDone }: { page: number; onPage: (page: number) => void; onDone: (text: string) => void }) {
  const query = useSuspendedUsers(page, true);
  const unsuspend = useUnsuspendUser();
  const users = query.data?.results;
  return (
    <>
      {unsuspend.error ? <Alert variant="error">{apiErrorMessage(unsuspend.error, REPORT_UPDATE_FAILED)}</Alert> : null}
      <QueueStatus isPending={query.isPending} error={query.error} forbidden={REPORTS_FORBIDDEN} failed={REPORTS_FAILED} />
      {query.data?.count === 0 && (
        <EmptyState icon={<Icon name="check" size={28} />} title="No suspended accounts" hint="Nobody is suspended." />
      )}
      {users && users.length > 0 && (
        <>
          <ModerationTable
            caption="Suspended accounts"
            columns={['User', 'Type', 'Suspended', 'Reason']}
            rows={users.map((user) => ({
              id: user.id,
              cells: [user.username, capitalize(user.user_type), formatShortDate(user.suspended_at), user.suspension_reason ?? '—'],
              actions: (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unsuspend.isPending}
                  aria-label={`Lift the suspension of ${user.username}`}
                  onClick={() => unsuspend.mutate(user.id, { onSuccess: () => onDone('Suspension lifted') })}
                >
                  Lift suspension
                </Button>
              ),
            }))}
          />
          <Pagination page={page} pageCount={Math.ceil((query.data?.count ?? 0) / QUEUE_PAGE_SIZE)} onPageChange={onPage} />
        </>
      )}
    </>
  );
}

function ReportList({ status, page, onPage, onDone }: { status: 'open' | 'resolved'; page: number; onPage: (page: number) => void; onDone: (text: string) => void }) {
  const query = useReports(status, page);
  const decide = useDecideReport();
  const [asking, setAsking] = useState<{ report: AdminReport; decision: ReportDecision } | null>(null);
  const reports = query.data?.results;
  const decision = asking ? DECISIONS[asking.decision] : null;
  const who = asking?.report.message.sender.username ?? '';
  return (
    <>
      <QueueStatus isPending={query.isPending} error={query.error} forbidden={REPORTS_FORBIDDEN} failed={REPORTS_FAILED} />
      {query.data?.count === 0 && (
        <EmptyState
          icon={<Icon name="check" size={28} />}
          title={status === 'open' ? 'No open reports' : 'No closed reports'}
          hint={status === 'open' ? 'Every reported message has been reviewed.' : 'Reports you close show here.'}
        />
      )}
      {reports && reports.length > 0 && (
        <Stack $gap="md">
          {reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              busy={decide.isPending}
              onDecide={(next) => setAsking({ report, decision: next })}
            />
          ))}
          <Pagination page={page} pageCount={Math.ceil((query.data?.count ?? 0) / QUEUE_PAGE_SIZE)} onPageChange={onPage} />
        </Stack>
      )}
      {asking && decision && (
        <ReasonDialog
          title={decision.title(who)}
          label={decision.required ? 'Reason' : 'Note (optional)'}
          required={decision.required}
          submitLabel={decision.submit}
          variant={asking.decision === 'dismiss' ? 'primary' : 'danger'}
          fallback={REPORT_UPDATE_FAILED}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: asking.report.id, decision: asking.decision, reason });
            onDone(decision.done);
            setAsking(null);
          }}
        >
          <p>{decision.explain(who)}</p>
        </ReasonDialog>
      )}
    </>
  );
}

/** /admin/reports: reported messages to dismiss, or to warn or suspend their sender; and the suspended accounts. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const { filters, setPage } = useListingFilters();
  const [flash, showFlash] = useFlash();
  const raw = params.get('view');
  const view: View = raw === 'resolved' || raw === 'suspended' ? raw : 'open';
  const setView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'open') updated.delete('view');
      else updated.set('view', next);
      updated.delete('page');
      return updated;
    });

  return (
    <AdminLayout title="Reported Messages" lead="Messages their receivers reported, with the conversation around them.">
      <Stack $gap="md">
        <ViewPicker>
          <FilterDropdown filter={{ label: 'Show', value: view, options: VIEWS, onChange: setView }} />
        </ViewPicker>
        {flash && <Alert variant="success">{flash}</Alert>}
        {view === 'suspended' ? (
          <SuspendedAccounts page={filters.page} onPage={setPage} onDone={showFlash} />
        ) : (
          <ReportList status={view} page={filters.page} onPage={setPage} onDone={showFlash} />
        )}
      </Stack>
    </AdminLayout>
  );
}
