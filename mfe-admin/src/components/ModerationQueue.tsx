import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@podbridge/shared/api';
import { ReasonDialog } from '@podbridge/shared/forms';
import { countOf } from '@podbridge/shared/format';
import { FiltersBar } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import { Alert, Badge, Button, EmptyState, Icon, Pagination, Stack } from '@podbridge/shared/ui';
import { QUEUE_PAGE_SIZE, type ModerationAction, type QueueStatus } from '../api/reviewQueue';
import { AdminLayout } from './AdminLayout';
import { ModerationTable, RowActions } from './ModerationTable';
import { QueueStatus as QueueLoadStatus } from './QueueStatus';
import { useFlash } from './useFlash';
import type { useQueueFilters } from './useQueueFilters';

/** What every moderated item has, whichever its type. */
export interface ModeratedItem {
  id: number;
  approval_status: 'pending' | 'approved' | 'rejected' | 'unpublished';
  review_reason: string | null;
  is_featured: boolean;
}

export interface QueueTexts {
  /** The page's title per status, e.g. 'Pending Experts'. */
  titles: Record<QueueStatus, string>;
  leads: Record<QueueStatus, string>;
  /** The item type in a sentence: 'expert profile', 'podcast'. */
  noun: string;
  forbidden: string;
  failed: string;
  updateFailed: string;
  /** Success messages of the actions. */
  done: Record<ModerationAction['kind'] | 'unfeature', string>;
  searchLabel: string;
  searchPlaceholder: string;
}

const STATUS_OPTIONS: { value: QueueStatus; label: string }[] = [
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Published' },
  { value: 'featured', label: 'Featured' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'unpublished', label: 'Unpublished' },
];

const EMPTY: Record<QueueStatus, { title: string; hint: string }> = {
  pending: { title: 'Nothing waits for review', hint: 'Every new item has been reviewed.' },
  approved: { title: 'Nothing published yet', hint: 'Approved items show here.' },
  featured: { title: 'Nothing featured yet', hint: 'Feature published items from the Published list.' },
  rejected: { title: 'Nothing rejected', hint: 'Rejected items show here until their owners edit them.' },
  unpublished: { title: 'Nothing unpublished', hint: 'Unpublished items show here until published again.' },
};

const NO_MATCH = { title: 'No matches', hint: 'Try other words, or clear the search.' };

type Asking = { kind: 'reject' | 'unpublish'; id: number; label: string } | null;

export interface ModerationQueueProps<Item extends ModeratedItem> {
  area: 'podcast' | 'expert';
  texts: QueueTexts;
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
  texts,
  query,
  moderation,
  filters: { filters, setStatus, setSearch, setPage },
  columns,
  cells,
  label,
}: ModerationQueueProps<Item>) {
  const [flash, showFlash] = useFlash();
  const [asking, setAsking] = useState<Asking>(null);
  const { status, search, page } = filters;
  const items = query.data?.results;
  const count = query.data?.count;
  const withReason = status === 'rejected' || status === 'unpublished';

  const act = (action: ModerationAction, done: string) => moderation.mutate(action, { onSuccess: () => showFlash(done) });

  const actionsOf = (item: Item) => {
    const name = label(item);
    const busy = moderation.isPending;
    const button = (text: string, onClick: () => void, variant: 'primary' | 'danger' | 'outline' | 'light' = 'outline') => (
      <Button size="sm" variant={variant} disabled={busy} aria-label={`${text} ${name}`} onClick={onClick}>
        {text}
      </Button>
    );
    const history = (
      <Link to={`${paths.adminAudit}?target_type=${area}&target_id=${item.id}`} aria-label={`History of ${name}`}>
        History
      </Link>
    );
    switch (item.approval_status) {
      case 'pending':
        return (
          <RowActions>
            {button('Approve', () => act({ kind: 'approve', id: item.id }, texts.done.approve), 'primary')}
            {button('Reject', () => setAsking({ kind: 'reject', id: item.id, label: name }), 'danger')}
            {history}
          </RowActions>
        );
      case 'approved':
        return (
          <RowActions>
            {item.is_featured
              ? button('Unfeature', () => act({ kind: 'feature', id: item.id, featured: false }, texts.done.unfeature))
              : button('Feature', () => act({ kind: 'feature', id: item.id, featured: true }, texts.done.feature), 'primary')}
            {button('Unpublish', () => setAsking({ kind: 'unpublish', id: item.id, label: name }), 'light')}
            {history}
          </RowActions>
        );
      case 'rejected':
        return (
          <RowActions>
            {button('Approve', () => act({ kind: 'approve', id: item.id }, texts.done.approve), 'primary')}
            {history}
          </RowActions>
        );
      case 'unpublished':
        return (
          <RowActions>
            {button('Publish again', () => act({ kind: 'republish', id: item.id }, texts.done.republish), 'primary')}
            {history}
          </RowActions>
        );
    }
  };

  const empty = search ? NO_MATCH : EMPTY[status];
  return (
    <AdminLayout title={texts.titles[status]} lead={texts.leads[status]}>
      <Stack $gap="md">
        <FiltersBar
          label={`Filter ${texts.noun}s`}
          searchLabel={texts.searchLabel}
          searchPlaceholder={texts.searchPlaceholder}
          search={search}
          onSearch={setSearch}
          filter={{ label: 'Status', value: status, options: STATUS_OPTIONS, onChange: setStatus }}
        />
        {flash && <Alert variant="success">{flash}</Alert>}
        {moderation.error && !asking ? (
          <Alert variant="error">{apiErrorMessage(moderation.error, texts.updateFailed)}</Alert>
        ) : null}
        <QueueLoadStatus isPending={query.isPending} error={query.error} forbidden={texts.forbidden} failed={texts.failed} />
        {count === 0 && <EmptyState icon={<Icon name="check" size={28} />} title={empty.title} hint={empty.hint} />}
        {items && items.length > 0 && (
          <>
            <p aria-live="polite">{countOf(count ?? 0, texts.noun, `${texts.noun}s`)}</p>
            <ModerationTable
              caption={texts.titles[status]}
              columns={withReason ? [...columns, 'Reason'] : columns}
              rows={items.map((item) => ({
                id: item.id,
                cells: [
                  ...cells(item).map((cell, index) =>
                    index === 0 && item.is_featured ? (
                      <span key="first">
                        {cell} <Badge variant="accent">Featured</Badge>
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
          title={asking.kind === 'reject' ? `Reject ${asking.label}` : `Unpublish ${asking.label}`}
          submitLabel={asking.kind === 'reject' ? 'Reject' : 'Unpublish'}
          submittingLabel={asking.kind === 'reject' ? 'Rejecting...' : 'Unpublishing...'}
          fallback={texts.updateFailed}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await moderation.mutateAsync({ kind: asking.kind, id: asking.id, reason });
            showFlash(texts.done[asking.kind]);
            setAsking(null);
          }}
        >
          <p>
            The owner sees this reason on their {texts.noun} and gets it by email.
            {asking.kind === 'reject'
              ? ` Once they edit the ${texts.noun}, it comes back to this queue.`
              : ` You can publish the ${texts.noun} again later.`}
          </p>
        </ReasonDialog>
      )}
    </AdminLayout>
  );
}
