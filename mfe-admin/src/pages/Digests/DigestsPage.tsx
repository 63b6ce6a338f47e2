import { useState } from 'react';
import { formatDateTime } from '@podbridge/shared/format';
import { Button, EmptyState, Icon, Stack } from '@podbridge/kit';
import { useDigestSubscribers } from '../../api/digests';
import { AdminLayout } from '../../components/AdminLayout';
import { ModerationTable } from '../../components/ModerationTable';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';
import { DigestPreviewDialog } from './DigestPreviewDialog';
import { PreviewUserForm } from './PreviewUserForm';

/** /admin/digests: who gets the weekly email, when their next one goes out, and a preview of anyone's next one. */
export function DigestsPage() {
  const { t } = useAdminTexts();
  const query = useDigestSubscribers();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const subscribers = query.data;
  return (
    <AdminLayout title={t('digests.title')} lead={t('digests.lead')}>
      <Stack $gap="md">
        <PreviewUserForm onPreview={setPreviewing} />
        <QueueStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t('digests.forbidden')}
          failed={t('digests.failed')}
        />
        {subscribers?.length === 0 && <EmptyState icon={<Icon name="mail" size={28} />} title={t('digests.empty')} />}
        {subscribers && subscribers.length > 0 && (
          <ModerationTable
            caption={t('digests.caption')}
            columns={[
              t('digests.columns.user'),
              t('digests.columns.kind'),
              t('digests.columns.status'),
              t('digests.columns.timeZone'),
              t('digests.columns.next'),
              t('digests.columns.lastSent'),
            ]}
            rows={subscribers.map((subscriber) => ({
              id: subscriber.user.id,
              cells: [
                subscriber.user.username,
                t(`digests.kinds.${subscriber.kind}`),
                t(`digests.statuses.${subscriber.status}`),
                subscriber.time_zone,
                subscriber.next_send_at ? formatDateTime(subscriber.next_send_at) : '—',
                subscriber.last_sent_at ? formatDateTime(subscriber.last_sent_at) : t('digests.never'),
              ],
              actions: (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('digests.previewFor', { name: subscriber.user.username })}
                  onClick={() => setPreviewing(subscriber.user.id)}
                >
                  {t('digests.preview.open')}
                </Button>
              ),
            }))}
          />
        )}
      </Stack>
      {previewing !== null && <DigestPreviewDialog userId={previewing} onClose={() => setPreviewing(null)} />}
    </AdminLayout>
  );
}
