import { useDeferredValue, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Icon,
  Stack,
  TextField,
  media,
  theme,
  wrap,
} from '@podbridge/kit';
import { useAdminTopics, useDeleteTopic, type AdminTopic } from '../../api/topics';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable, RowActions } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';
import { TopicDialog } from './TopicDialog';

/** The filter and the Add button: side by side from medium screens on, one under the other on a phone. */
const Toolbar = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Chips = styled.ul`
  ${wrap('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
  span {
    overflow-wrap: anywhere;
  }
`;

/** Each count on one line; the two side by side when the cell is wide enough. */
const Counts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.spacing.sm};
  span {
    white-space: nowrap;
  }
`;

/** The table's cells break long words; the buttons and the History link keep theirs whole. */
const Actions = styled(RowActions)`
  a {
    white-space: nowrap;
  }
`;

const Name = styled.strong`
  font-weight: ${theme.fontWeights.semibold};
`;

/** Lower case without accents: "halsa" finds "Hälsa". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches(topic: AdminTopic, filter: string): boolean {
  if (!filter) return true;
  return [topic.name, topic.name_sv, ...topic.aliases].some((text) => folded(text).includes(filter));
}

type Editing = { topic: AdminTopic | null } | null;

/** /admin/topics: the topics the search knows and podcasters pick, to add, rename, give aliases and delete. */
export function TopicsPage() {
  const { t } = useAdminTexts();
  const query = useAdminTopics();
  const remove = useDeleteTopic();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminTopic | null>(null);
  const deferredFilter = useDeferredValue(folded(filter.trim()));

  const topics = query.data;
  const shown = useMemo(
    () => (topics ?? []).filter((topic) => matches(topic, deferredFilter)),
    [topics, deferredFilter],
  );

  const confirmDelete = (topic: AdminTopic) =>
    remove.mutate(topic.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('topics.done.deleted', { name: topic.name }));
      },
    });

  return (
    <AdminLayout title={t('topics.title')} lead={t('topics.lead')}>
      <Stack $gap="md">
        <Toolbar aria-label={t('topics.toolbar')}>
          <TextField
            type="search"
            label={t('topics.filterLabel')}
            placeholder={t('topics.filterPlaceholder')}
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <Button onClick={() => setEditing({ topic: null })} disabled={!topics}>
            {t('topics.add')}
          </Button>
        </Toolbar>
        <QueueStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t('topics.forbidden')}
          failed={t('topics.failed')}
        />
        {topics && (
          <Count aria-live="polite">
            {deferredFilter
              ? t('topics.shown', { shown: shown.length, count: topics.length })
              : t('topics.count', { count: topics.length })}
          </Count>
        )}
        {topics && shown.length === 0 && (
          <EmptyState
            icon={<Icon name={deferredFilter ? 'search' : 'compass'} size={28} />}
            title={t(deferredFilter ? 'topics.noMatch.title' : 'topics.empty.title')}
            hint={t(deferredFilter ? 'topics.noMatch.hint' : 'topics.empty.hint')}
          />
        )}
        {shown.length > 0 && (
          <ModerationTable
            caption={t('topics.caption')}
            columns={[
              t('topics.columns.name'),
              t('topics.columns.nameSv'),
              t('topics.columns.aliases'),
              t('topics.columns.categories'),
            ]}
            rows={shown.map((topic) => ({
              id: topic.id,
              cells: [
                <Name key="name">{topic.name}</Name>,
                <span key="name_sv" lang="sv">
                  {topic.name_sv}
                </span>,
                topic.aliases.length > 0 ? (
                  <Chips key="aliases">
                    {topic.aliases.map((alias) => (
                      <li key={alias}>
                        <Badge variant="neutral">{alias}</Badge>
                      </li>
                    ))}
                  </Chips>
                ) : (
                  '—'
                ),
                <Counts key="categories">
                  <span>{t('topics.expertCategories', { count: topic.expert_categories })}</span>
                  <span>{t('topics.podcastCategories', { count: topic.podcast_categories })}</span>
                </Counts>,
              ],
              actions: (
                <Actions>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('topics.editFor', { name: topic.name })}
                    onClick={() => setEditing({ topic })}
                  >
                    {t('topics.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="light"
                    aria-label={t('topics.deleteFor', { name: topic.name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(topic);
                    }}
                  >
                    {t('topics.delete')}
                  </Button>
                  <Link
                    to={`${paths.adminAudit}?target_type=topic&target_id=${topic.id}`}
                    aria-label={t('queue.historyOf', { name: topic.name })}
                  >
                    {t('queue.history')}
                  </Link>
                </Actions>
              ),
            }))}
          />
        )}
      </Stack>
      {editing && topics && (
        <TopicDialog
          topic={editing.topic}
          topics={topics}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            toast.success(t(created ? 'topics.done.created' : 'topics.done.updated', { name: saved.name }));
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('topics.deleteDialog.title', { name: deleting.name })}
          confirmLabel={t('topics.deleteDialog.confirm')}
          busy={remove.isPending}
          error={remove.error ? apiErrorMessage(remove.error, t('topics.deleteDialog.failed')) : null}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t('topics.deleteDialog.body', {
            name: deleting.name,
            experts: deleting.expert_categories,
            podcasts: deleting.podcast_categories,
          })}
        </ConfirmDialog>
      )}
    </AdminLayout>
  );
}
