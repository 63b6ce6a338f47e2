import { useState, type ReactNode } from 'react';
import { Link } from '@podbridge/shared/router';
import { apiErrorMessage } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Badge, Button, EmptyState, Icon, Pagination, Stack } from '@podbridge/kit';
import { FiltersBar } from '@podbridge/kit/listing';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import { QUEUE_PAGE_SIZE, type ModerationAction, type QueueStatus } from '../api/reviewQueue';
import { AdminLayout } from './AdminLayout';
import { ModerationTable, RowActions } from './ModerationTable';
import { QueueStatus as QueueLoadStatus } from './QueueStatus';
import { useFlash } from './useFlash';
import type { useQueueFilters } from './useQueueFilters';
import { useAdminTexts } from '../texts';

/** What every moderated item has, whichever its type. */
export interface ModeratedItem {
  id: number;
  approval_status: 'pending' | 'approved' | 'rejected' | 'unpublished';
  review_reason: string | null;
  is_featured: boolean;
}

/** The status filter's options, in the order of the dropdown. */
const STATUS_OPTIONS: readonly QueueStatus[] = ['pending', 'approved', 'featured', 'rejected', 'unpublished'];

/** What the admin can do from a row; each has a button text and a name with the item's, for screen readers. */
type RowAction = 'approve' | 'reject' | 'feature' | 'unfeature' | 'unpublish' | 'republish';

type Asking = { kind: 'reject' | 'unpublish'; id: number; label: string } | null;

export interface ModerationQueueProps<Item extends ModeratedItem> {
  /** The item type: its texts are the namespace's `podcasts.*` or `experts.*`. */
  area: 'podcast' | 'expert';
  query: { data?: { count: number; results: Item[] }; isPending: boolean; error: unknown };
  moderation: {
    mutate: (action: ModerationAction, options: { onSuccess: () => void }) => void;
    mutateAsync: (action: ModerationAction) => Promise<unknown>;
    isPending: boolean;
    error: unknown;
    reset: () => void;
  };
  filters: ReturnType<typeof useQueueFilters>;
  columns: string[];
  /** The item's cells, in the order of `columns`. */
  cells: (item: Item) => ReactNode[];
  /** The item's name in buttons' accessible names and dialogs. */
  label: (item: Item) => string;
}

/**
 * A review queue of podcasts or expert profiles: the status, a search, one page of items with the actions their
 * status allows (approve or reject a pending one, feature or unpublish a published one, ...), and paging.
 */
export function ModerationQueue<Item extends ModeratedItem>({
  area,
  query,
  moderation,
  filters: { filters, setStatus, setSearch, setPage },
  columns,
  cells,
  label,
}: ModerationQueueProps<Item>) {
  const { t } = useAdminTexts();
  const areaKey = area === 'expert' ? 'experts' : 'podcasts';
  const [flash, showFlash] = useFlash();
  const [asking, setAsking] = useState<Asking>(null);
  const { status, search, page } = filters;
  const items = query.data?.results;
  const count = query.data?.count;
  const withReason = status === 'rejected' || status === 'unpublished';

  const act = (action: ModerationAction, done: string) =>
    moderation.mutate(action, { onSuccess: () => showFlash(done) });

  const actionsOf = (item: Item) => {
    const name = label(item);
    const busy = moderation.isPending;
    const button = (
      action: RowAction,
      onClick: () => void,
      variant: 'primary' | 'danger' | 'outline' | 'light' = 'outline',
    ) => (
      <Button
        size="sm"
        variant={variant}
        disabled={busy}
        aria-label={t(`queue.buttonsFor.${action}`, { name })}
        onClick={onClick}
      >
        {t(`queue.buttons.${action}`)}
      </Button>
    );
    const history = (
      <Link
        to={`${paths.adminAudit}?target_type=${area}&target_id=${item.id}`}
        aria-label={t('queue.historyOf', { name })}
      >
        {t('queue.history')}
      </Link>
    );
    const approve = button(
      'approve',
      () => act({ kind: 'approve', id: item.id }, t(`${areaKey}.done.approve`)),
      'primary',
    );
    switch (item.approval_status) {
      case 'pending':
        return (
          <RowActions>
            {approve}
            {button('reject', () => setAsking({ kind: 'reject', id: item.id, label: name }), 'danger')}
            {history}
          </RowActions>
        );
      case 'approved':
        return (
          <RowActions>
            {item.is_featured
              ? button('unfeature', () =>
                  act({ kind: 'feature', id: item.id, featured: false }, t(`${areaKey}.done.unfeature`)),
                )
              : button(
                  'feature',
                  () => act({ kind: 'feature', id: item.id, featured: true }, t(`${areaKey}.done.feature`)),
                  'primary',
                )}
            {button('unpublish', () => setAsking({ kind: 'unpublish', id: item.id, label: name }), 'light')}
            {history}
          </RowActions>
        );
      case 'rejected':
        return (
          <RowActions>
            {approve}
            {history}
          </RowActions>
        );
      case 'unpublished':
        return (
          <RowActions>
            {button(
              'republish',
              () => act({ kind: 'republish', id: item.id }, t(`${areaKey}.done.republish`)),
              'primary',
            )}
            {history}
          </RowActions>
        );
    }
  };

  const empty = search ? 'queue.noMatch' : `queue.empty.${status}`;
  const title = t(`${areaKey}.titles.${status}`);
  const updateFailed = t(`${areaKey}.updateFailed`);
  return (
    <AdminLayout title={title} lead={t(`${areaKey}.leads.${status}`)}>
      <Stack $gap="md">
        <FiltersBar
          label={t(`${areaKey}.filterLabel`)}
          searchLabel={t(`${areaKey}.searchLabel`)}
          searchPlaceholder={t(`${areaKey}.searchPlaceholder`)}
          search={search}
          onSearch={setSearch}
          filter={{
            label: t('queue.status'),
            value: status,
            options: STATUS_OPTIONS.map((value) => ({ value, label: t(`queue.statuses.${value}`) })),
            onChange: setStatus,
          }}
        />
        {flash && <Alert variant="success">{flash}</Alert>}
        {moderation.error && !asking ? (
          <Alert variant="error">{apiErrorMessage(moderation.error, updateFailed)}</Alert>
        ) : null}
        <QueueLoadStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t(`${areaKey}.forbidden`)}
          failed={t(`${areaKey}.failed`)}
        />
        {count === 0 && (
          <EmptyState icon={<Icon name="check" size={28} />} title={t(`${empty}.title`)} hint={t(`${empty}.hint`)} />
        )}
        {items && items.length > 0 && (
          <>
            <p aria-live="polite">{t(`${areaKey}.count`, { count: count ?? 0 })}</p>
            <ModerationTable
              caption={title}
              columns={withReason ? [...columns, t('queue.reason')] : columns}
              rows={items.map((item) => ({
                id: item.id,
                cells: [
                  ...cells(item).map((cell, index) =>
                    index === 0 && item.is_featured ? (
                      <span key="first">
                        {cell} <Badge variant="accent">{t('queue.featured')}</Badge>
                      </span>
                    ) : (
                      cell
                    ),
                  ),
                  ...(withReason ? [item.review_reason ?? '—'] : []),
                ],
                actions: actionsOf(item),
              }))}
            />
            <Pagination page={page} pageCount={Math.ceil((count ?? 0) / QUEUE_PAGE_SIZE)} onPageChange={setPage} />
          </>
        )}
      </Stack>
      {asking && (
        <ReasonDialog
          title={t(`queue.buttonsFor.${asking.kind}`, { name: asking.label })}
          submitLabel={t(`queue.buttons.${asking.kind}`)}
          submittingLabel={t(asking.kind === 'reject' ? 'queue.rejecting' : 'queue.unpublishing')}
          fallback={updateFailed}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await moderation.mutateAsync({ kind: asking.kind, id: asking.id, reason });
            showFlash(t(`${areaKey}.done.${asking.kind}`));
            setAsking(null);
          }}
        >
          <p>{t(`${areaKey}.${asking.kind}Explain`)}</p>
        </ReasonDialog>
      )}
    </AdminLayout>
  );
}
