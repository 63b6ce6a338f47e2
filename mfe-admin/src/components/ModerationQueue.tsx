import { useState, type ReactNode } from 'react';
import { Link } from '@podbridge/shared/router';
import { apiErrorMessage } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Badge, Button, EmptyState, Icon, Pagination, Stack } from '@podbridge/kit';
import { FiltersBar } from '@podbridge/kit/listing';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import {
  QUEUE_PAGE_SIZE,
  type ModerationAction,
  type ModerationActionName,
  type QueueStatus,
} from '../api/reviewQueue';
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
  /** What the API lets the admin do now (it sends this to admins only). */
  moderation?: { actions: ModerationActionName[] };
}

/** The status filter's options, in the order of the dropdown. */
const STATUS_OPTIONS: readonly QueueStatus[] = ['pending', 'approved', 'featured', 'rejected', 'unpublished'];

/** The actions a review queue shows (comments' hide and restore are the comment lists'). */
type RowAction = 'approve' | 'reject' | 'feature' | 'unfeature' | 'unpublish' | 'republish';
/** Each action's button style. */
const ROW_ACTIONS: Record<RowAction, 'primary' | 'danger' | 'outline' | 'light'> = {
  approve: 'primary',
  reject: 'danger',
  feature: 'primary',
  unfeature: 'outline',
  unpublish: 'light',
  republish: 'primary',
};
const isRowAction = (action: ModerationActionName): action is RowAction => action in ROW_ACTIONS;

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
 * A review queue of podcasts or expert profiles: the status, a search, one page of items with the actions the API
 * allows on each (approve or reject a pending one, feature or unpublish a published one, ...), and paging.
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

  /** One button per action the API allows on the item now, in its order; reject and unpublish ask for the reason first. */
  const actionsOf = (item: Item) => {
    const name = label(item);
    const allowed = (item.moderation?.actions ?? []).filter(isRowAction);
    return (
      <RowActions>
        {allowed.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={ROW_ACTIONS[action]}
            disabled={moderation.isPending}
            aria-label={t(`queue.buttonsFor.${action}`, { name })}
            onClick={() =>
              action === 'reject' || action === 'unpublish'
                ? setAsking({ kind: action, id: item.id, label: name })
                : act({ action, id: item.id }, t(`${areaKey}.done.${action}`))
            }
          >
            {t(`queue.buttons.${action}`)}
          </Button>
        ))}
        <Link
          to={`${paths.adminAudit}?target_type=${area}&target_id=${item.id}`}
          aria-label={t('queue.historyOf', { name })}
        >
          {t('queue.history')}
        </Link>
      </RowActions>
    );
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
            await moderation.mutateAsync({ action: asking.kind, id: asking.id, reason });
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
