import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@podbridge/shared/router';
import { Alert } from './Alert';
import { Badge } from './Badge';

/** Where an item is in an admin's review; only 'approved' is public. */
export type ReviewState = 'pending' | 'approved' | 'rejected' | 'unpublished';

export interface Reviewed {
  approval_status: ReviewState;
  /** The admin's reason for the latest rejection or unpublishing; only its owner (and admins) get it. */
  review_reason?: string | null;
}

/** 'Pending' (or 'Pending Approval'), 'Rejected' or 'Unpublished' on an item that is not public; nothing once approved. */
export function ReviewBadge({
  item,
  pendingLabel = 'pending',
}: {
  item: Reviewed;
  pendingLabel?: 'pending' | 'pendingApproval';
}) {
  const { t } = useTranslation();
  switch (item.approval_status) {
    case 'approved':
      return null;
    case 'pending':
      return <Badge variant="warning">{t(`review.${pendingLabel}`)}</Badge>;
    case 'rejected':
      return <Badge variant="danger">{t('review.rejected')}</Badge>;
    case 'unpublished':
      return <Badge variant="neutral">{t('review.unpublished')}</Badge>;
  }
}

export interface ReviewNoticeProps {
  item: Reviewed;
  /** What the item is, for the sentences about it. */
  kind: 'podcast' | 'expert';
  /** Where the owner edits it, to send it for review again. */
  editTo?: string;
}

/**
 * Tells an item's owner why it is not public: waiting for review, or the reason an admin gave for rejecting or
 * unpublishing it, with the way to send it back for review. Nothing once approved.
 */
export function ReviewNotice({ item, kind, editTo }: ReviewNoticeProps) {
  const { t } = useTranslation();
  const noun = t(`review.nouns.${kind}`);
  const editAgain = (
    <Trans
      t={t}
      i18nKey="review.editAgain"
      values={{ noun }}
      components={{ edit: editTo ? <Link to={editTo} /> : <span /> }}
    />
  );
  const reason = (fallback: string) =>
    item.review_reason ? t('review.reason', { reason: item.review_reason }) : fallback;
  switch (item.approval_status) {
    case 'approved':
      return null;
    case 'pending':
      return (
        <Alert variant="info" title={t('review.waitingTitle')}>
          {t('review.waiting', { noun })}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert variant="warning" title={t('review.rejectedTitle', { noun })}>
          {reason(t('review.rejectedNoReason'))}
          {'\n'}
          {editAgain}
        </Alert>
      );
    case 'unpublished':
      return (
        <Alert variant="warning" title={t('review.unpublishedTitle', { noun })}>
          {reason(t('review.unpublishedNoReason'))}
          {'\n'}
          {editAgain}
        </Alert>
      );
  }
}
