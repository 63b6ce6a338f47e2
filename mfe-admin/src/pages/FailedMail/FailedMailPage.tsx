import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage, describeApiError } from '@podbridge/shared/api';
import { formatDateTime } from '@podbridge/shared/format';
import { Button, EmptyState, Icon, Pagination, Stack } from '@podbridge/kit';
import { useListingFilters } from '@podbridge/kit/listing';
import { useFailedMail, useRetryFailedMail, type FailedMail } from '../../api/failedMail';
import { QUEUE_PAGE_SIZE } from '../../api/reviewQueue';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';
import { LastError } from './LastError';
import { mailKindLabel } from './mailKinds';

/**
 * /admin/failed-emails: the emails the job runner gave up on after their last attempt, latest first, each to send
 * again once its cause is fixed. A retried email leaves the list (it is due again, with its attempts from zero) and
 * comes back only if every attempt fails once more.
 */
export function FailedMailPage() {
  const { t } = useAdminTexts();
  const { filters, setPage } = useListingFilters();
  const query = useFailedMail(filters.page);
  const retry = useRetryFailedMail();
  const emails = query.data?.results;
  const count = query.data?.count ?? 0;
  const pageCount = Math.ceil(count / QUEUE_PAGE_SIZE);

  // Retrying the last email of the last page leaves that page empty: show the page before it instead.
  const pastTheEnd = !query.isPlaceholderData && emails?.length === 0 && count > 0 && filters.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount);
  }, [pastTheEnd, pageCount, setPage]);

  const send = (email: FailedMail) => {
    const kind = mailKindLabel(t, email.kind);
    retry.mutate(email.id, {
      onSuccess: () =>
        toast.success(
          email.recipient
            ? t('failedMail.retried', { kind, recipient: email.recipient })
            : t('failedMail.retriedNoRecipient', { kind }),
        ),
      onError: (error) =>
        toast.error(
          describeApiError(error).status === 404
            ? t('failedMail.gone')
            : apiErrorMessage(error, t('failedMail.retryFailed')),
        ),
    });
  };

  return (
    <AdminLayout title={t('failedMail.title')} lead={t('failedMail.lead')}>
      <Stack $gap="md">
        <QueueStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t('failedMail.forbidden')}
          failed={t('failedMail.failed')}
        />
        {query.data?.count === 0 && (
          <EmptyState
            icon={<Icon name="check" size={28} />}
            title={t('failedMail.empty.title')}
            hint={t('failedMail.empty.hint')}
          />
        )}
        {emails && emails.length > 0 && (
          <>
            <ModerationTable
              caption={t('failedMail.caption')}
              columns={[
                t('failedMail.columns.kind'),
                t('failedMail.columns.recipient'),
                t('failedMail.columns.about'),
                t('failedMail.columns.attempts'),
                t('failedMail.columns.error'),
                t('failedMail.columns.failedAt'),
              ]}
              rows={emails.map((email) => {
                const kind = mailKindLabel(t, email.kind);
                const sending = retry.isPending && retry.variables === email.id;
                return {
                  id: email.id,
                  cells: [
                    kind,
                    email.recipient ?? t('failedMail.noRecipient'),
                    email.about ?? '—',
                    email.attempts,
                    <LastError key="error" text={email.last_error} />,
                    <time key="failed" dateTime={email.failed_at}>
                      {formatDateTime(email.failed_at)}
                    </time>,
                  ],
                  actions: (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={sending}
                      // One at a time: each retry refetches the list, and the rows move up under the pointer.
                      disabled={retry.isPending}
                      aria-label={
                        email.recipient
                          ? t('failedMail.retryFor', { kind, recipient: email.recipient })
                          : t('failedMail.retryForNoRecipient', { kind })
                      }
                      onClick={() => send(email)}
                    >
                      {t('failedMail.retry')}
                    </Button>
                  ),
                };
              })}
            />
            <Pagination page={filters.page} pageCount={pageCount} onPageChange={setPage} />
          </>
        )}
      </Stack>
    </AdminLayout>
  );
}
