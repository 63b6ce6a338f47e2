import { useMemo, useState } from 'react';
import { Link, useSearchParams } from '@podbridge/shared/router';
import styled from 'styled-components';
import { formatDateTime } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { AdminAction } from '@podbridge/shared/types';
import { Button, Card, EmptyState, Icon, Pagination, Stack, TextField, media, theme } from '@podbridge/kit';
import { FilterDropdown } from '@podbridge/kit/listing';
import { useAdminActions, useAdmins, type AuditFilters, type AuditTarget } from '../../api/auditTrail';
import { QUEUE_PAGE_SIZE } from '../../api/reviewQueue';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';

/** The item types of the filter, in its order. */
const TARGETS: readonly AuditTarget[] = ['podcast', 'expert', 'user', 'message_report', 'topic', 'comment', 'email'];

const Filters = styled(Card).attrs({ as: 'form', role: 'search' })`
  display: grid;
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

function isTarget(value: string | null): value is AuditTarget {
  return TARGETS.some((target) => target === value);
}

function ItemCell({ entry }: { entry: AdminAction }) {
  const { t } = useAdminTexts();
  const name = t('audit.itemName', { type: t(`audit.targetNames.${entry.target_type}`), id: entry.target_id });
  const to =
    entry.target_type === 'podcast'
      ? href(paths.podcastDetail, { id: entry.target_id })
      : entry.target_type === 'expert'
        ? href(paths.expertDetail, { id: entry.target_id })
        : null;
  return (
    <span>
      {to ? <Link to={to}>{entry.target_label}</Link> : entry.target_label}
      <br />
      <small>{name}</small>
    </span>
  );
}

/** /admin/audit: every admin action (who, what, which item, why, when), newest first, by admin and by item. */
export function AuditTrailPage() {
  const { t } = useAdminTexts();
  const [params, setParams] = useSearchParams();
  const rawType = params.get('target_type');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters = useMemo<AuditFilters>(
    () => ({
      admin: params.get('admin') ?? '',
      target_type: isTarget(rawType) ? rawType : '',
      target_id: params.get('target_id') ?? '',
      page,
    }),
    [params, rawType, page],
  );
  const [itemId, setItemId] = useState(filters.target_id);
  const query = useAdminActions(filters);
  const admins = useAdmins();

  const update = (changes: Partial<Record<'admin' | 'target_type' | 'target_id' | 'page', string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (changes.page === undefined) next.delete('page');
      return next;
    });

  const entries = query.data?.results;
  return (
    <AdminLayout title={t('audit.title')} lead={t('audit.lead')}>
      <Stack $gap="md">
        <Filters
          aria-label={t('audit.filters.label')}
          onSubmit={(event) => {
            event.preventDefault();
            update({ target_id: itemId.trim() });
          }}
        >
          <FilterDropdown
            filter={{
              label: t('audit.filters.admin'),
              value: filters.admin,
              allLabel: t('audit.filters.allAdmins'),
              options: (admins.data ?? []).map((admin) => ({ value: String(admin.id), label: admin.username })),
              onChange: (admin) => update({ admin }),
            }}
          />
          <FilterDropdown
            filter={{
              label: t('audit.filters.itemType'),
              value: filters.target_type,
              allLabel: t('audit.filters.allItems'),
              options: TARGETS.map((value) => ({ value, label: t(`audit.targets.${value}`) })),
              onChange: (type) => {
                setItemId('');
                update({ target_type: type, target_id: '' });
              },
            }}
          />
          <TextField
            label={t('audit.filters.itemId')}
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={t(filters.target_type ? 'audit.filters.anyId' : 'audit.filters.chooseTypeFirst')}
            disabled={!filters.target_type}
            value={itemId}
            onChange={(event) => setItemId(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" disabled={!filters.target_type}>
            <Icon name="search" size={18} /> {t('audit.filters.show')}
          </Button>
        </Filters>
        <QueueStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t('audit.forbidden')}
          failed={t('audit.failed')}
        />
        {query.data?.count === 0 && (
          <EmptyState
            icon={<Icon name="check" size={28} />}
            title={t('audit.empty.title')}
            hint={t('audit.empty.hint')}
          />
        )}
        {entries && entries.length > 0 && (
          <>
            <ModerationTable
              caption={t('audit.caption')}
              columns={[
                t('audit.columns.when'),
                t('audit.columns.admin'),
                t('audit.columns.action'),
                t('audit.columns.item'),
                t('audit.columns.reason'),
              ]}
              rows={entries.map((entry) => ({
                id: entry.id,
                cells: [
                  formatDateTime(entry.created_at),
                  entry.admin.username,
                  t(`audit.actions.${entry.action}`),
                  <ItemCell key="item" entry={entry} />,
                  entry.reason ?? '—',
                ],
              }))}
            />
            <Pagination
              page={page}
              pageCount={Math.ceil((query.data?.count ?? 0) / QUEUE_PAGE_SIZE)}
              onPageChange={(next) => update({ page: String(next) })}
            />
          </>
        )}
      </Stack>
    </AdminLayout>
  );
}
