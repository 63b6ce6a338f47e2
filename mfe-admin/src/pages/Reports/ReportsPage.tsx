import { useState } from 'react';
import { useSearchParams } from '@podbridge/shared/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@podbridge/shared/api';
import { formatShortDate } from '@podbridge/shared/format';
import type { AdminReport } from '@podbridge/shared/types';
import { Alert, Button, Card, EmptyState, Icon, Pagination, Stack } from '@podbridge/kit';
import { FilterDropdown, useListingFilters } from '@podbridge/kit/listing';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import { useDecideReport, useReports, type ReportDecision } from '../../api/reports';
import { QUEUE_PAGE_SIZE } from '../../api/reviewQueue';
import { useSuspendedUsers, useUnsuspendUser } from '../../api/suspendedUsers';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useFlash } from '../../components/useFlash';
import { useAdminTexts } from '../../texts';
import { ReportCard } from './ReportCard';

type View = 'open' | 'resolved' | 'suspended';

const ViewPicker = styled(Card)`
  max-width: 360px;
`;
const VIEWS: readonly View[] = ['open', 'resolved', 'suspended'];

/** Warning or suspending a sender needs a reason they read; dismissing takes an optional note. */
const REASON_REQUIRED: Record<ReportDecision, boolean> = { dismiss: false, warn: true, suspend: true };

function SuspendedAccounts({
  page,
  onPage,
  onDone,
}: {
  page: number;
  onPage: (page: number) => void;
  onDone: (text: string) => void;
}) {
  const { t } = useAdminTexts();
  const query = useSuspendedUsers(page, true);
  const unsuspend = useUnsuspendUser();
  const users = query.data?.results;
  return (
    <>
      {unsuspend.error ? (
        <Alert variant="error">{apiErrorMessage(unsuspend.error, t('reports.updateFailed'))}</Alert>
      ) : null}
      <QueueStatus
        isPending={query.isPending}
        error={query.error}
        forbidden={t('reports.forbidden')}
        failed={t('reports.failed')}
      />
      {query.data?.count === 0 && (
        <EmptyState
          icon={<Icon name="check" size={28} />}
          title={t('reports.suspended.emptyTitle')}
          hint={t('reports.suspended.emptyHint')}
        />
      )}
      {users && users.length > 0 && (
        <>
          <ModerationTable
            caption={t('reports.views.suspended')}
            columns={[
              t('reports.suspended.columns.user'),
              t('reports.suspended.columns.type'),
              t('reports.suspended.columns.suspended'),
              t('reports.suspended.columns.reason'),
            ]}
            rows={users.map((user) => ({
              id: user.id,
              cells: [
                user.username,
                t(`userTypes.${user.user_type}`),
                formatShortDate(user.suspended_at),
                user.suspension_reason ?? '—',
              ],
              actions: (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unsuspend.isPending}
                  aria-label={t('reports.suspended.liftFor', { name: user.username })}
                  onClick={() => unsuspend.mutate(user.id, { onSuccess: () => onDone(t('reports.suspended.lifted')) })}
                >
                  {t('reports.suspended.lift')}
                </Button>
              ),
            }))}
          />
          <Pagination
            page={page}
            pageCount={Math.ceil((query.data?.count ?? 0) / QUEUE_PAGE_SIZE)}
            onPageChange={onPage}
          />
        </>
      )}
    </>
  );
}

function ReportList({
  status,
  page,
  onPage,
  onDone,
}: {
  status: 'open' | 'resolved';
  page: number;
  onPage: (page: number) => void;
  onDone: (text: string) => void;
}) {
  const { t } = useAdminTexts();
  const query = useReports(status, page);
  const decide = useDecideReport();
  const [asking, setAsking] = useState<{ report: AdminReport; decision: ReportDecision } | null>(null);
  const reports = query.data?.results;
  const who = asking?.report.message.sender.username ?? '';
  return (
    <>
      <QueueStatus
        isPending={query.isPending}
        error={query.error}
        forbidden={t('reports.forbidden')}
        failed={t('reports.failed')}
      />
      {query.data?.count === 0 && (
        <EmptyState
          icon={<Icon name="check" size={28} />}
          title={t(`reports.empty.${status}.title`)}
          hint={t(`reports.empty.${status}.hint`)}
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
          <Pagination
            page={page}
            pageCount={Math.ceil((query.data?.count ?? 0) / QUEUE_PAGE_SIZE)}
            onPageChange={onPage}
          />
        </Stack>
      )}
      {asking && (
        <ReasonDialog
          title={t(`reports.decisions.${asking.decision}.title`, { name: who })}
          label={REASON_REQUIRED[asking.decision] ? undefined : t('reports.note')}
          required={REASON_REQUIRED[asking.decision]}
          submitLabel={t(`reports.decisions.${asking.decision}.submit`)}
          variant={asking.decision === 'dismiss' ? 'primary' : 'danger'}
          fallback={t('reports.updateFailed')}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: asking.report.id, decision: asking.decision, reason });
            onDone(t(`reports.decisions.${asking.decision}.done`));
            setAsking(null);
          }}
        >
          <p>{t(`reports.decisions.${asking.decision}.explain`, { name: who })}</p>
        </ReasonDialog>
      )}
    </>
  );
}

/** /admin/reports: reported messages to dismiss, or to warn or suspend their sender; and the suspended accounts. */
export function ReportsPage() {
  const { t } = useAdminTexts();
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
    <AdminLayout title={t('reports.title')} lead={t('reports.lead')}>
      <Stack $gap="md">
        <ViewPicker>
          <FilterDropdown
            filter={{
              label: t('reports.show'),
              value: view,
              options: VIEWS.map((value) => ({ value, label: t(`reports.views.${value}`) })),
              onChange: setView,
            }}
          />
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
