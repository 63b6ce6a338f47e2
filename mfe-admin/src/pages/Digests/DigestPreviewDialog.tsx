import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { formatDateTime, spokenLanguageName } from '@podbridge/shared/format';
import { Alert, FactList, Modal, Stack, theme } from '@podbridge/kit';
import { useDigestPreview, type DigestPreview } from '../../api/digests';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';

const Facts = styled(FactList)`
  margin-top: 0;
`;

const Reason = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Since = styled.h3`
  font-size: ${theme.fontSizes.md};
`;

const Items = styled.ul`
  display: grid;
  gap: ${theme.spacing.xs};
  margin: 0;
  padding-left: ${theme.spacing.lg};
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** An item as the email writes it: its title as the link, then the rest of its line (why it is there). */
function ItemLine({ item }: { item: DigestPreview['items'][number] }) {
  const rest = item.line.startsWith(item.title) ? item.line.slice(item.title.length) : ` ${item.line}`;
  return (
    <li>
      <a href={item.url}>{item.title}</a>
      {rest}
    </li>
  );
}

function PreviewContent({ preview }: { preview: DigestPreview }) {
  const { t, i18n } = useAdminTexts();
  return (
    <Stack $gap="md">
      <Facts>
        <dt>{t('digests.preview.to')}</dt>
        <dd>{preview.user.username}</dd>
        <dt>{t('digests.preview.language')}</dt>
        <dd>{spokenLanguageName(preview.language, i18n.language)}</dd>
        <dt>{t('digests.preview.subscription')}</dt>
        <dd>{t(`digests.statuses.${preview.subscription.status}`)}</dd>
        <dt>{t('digests.preview.subject')}</dt>
        <dd lang={preview.language}>{preview.subject}</dd>
      </Facts>
      <Reason lang={preview.language}>{preview.reason}</Reason>
      <Since>{t('digests.preview.since', { date: formatDateTime(preview.since) })}</Since>
      {preview.items.length > 0 && (
        <Items lang={preview.language}>
          {preview.items.map((item) => (
            <ItemLine key={item.id} item={item} />
          ))}
        </Items>
      )}
      {preview.skipped && <Alert variant="info">{t('digests.preview.skipped')}</Alert>}
    </Stack>
  );
}

/**
 * A user's next weekly email as it would go out now. An id the API refuses (past the largest it takes) names no user
 * either, so a 400 reads like the 404.
 */
export function DigestPreviewDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useAdminTexts();
  const query = useDigestPreview(userId);
  const status = query.error ? describeApiError(query.error).status : null;
  return (
    <Modal open title={t('digests.preview.title')} onClose={onClose}>
      {status === 404 || status === 400 ? (
        <Alert variant="error">{t('digests.preview.noUser')}</Alert>
      ) : (
        <QueueStatus
          isPending={query.isPending}
          error={query.error}
          forbidden={t('digests.forbidden')}
          failed={t('digests.preview.failed')}
        />
      )}
      {query.data && <PreviewContent preview={query.data} />}
    </Modal>
  );
}
