import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from './Alert';
import { Badge } from './Badge';

/** Where an item is in an admin's review; only 'approved' is public. */
export type ReviewState = 'pending' | 'approved' | 'rejected' | 'unpublished';

export interface Reviewed {
  approval_status: ReviewState;
  /** The admin's reason for the latest rejection or unpublishing; only its owner (and admins) get it. */
  review_reason?: string | null;
}

/** 'Pending', 'Rejected' or 'Unpublished' on an item that is not public; nothing once approved. */
export function ReviewBadge({ item, pendingLabel = 'Pending' }: { item: Reviewed; pendingLabel?: string }) {
  switch (item.approval_status) {
    case 'approved':
      return null;
    case 'pending':
      return <Badge variant="warning">{pendingLabel}</Badge>;
    case 'rejected':
      return <Badge variant="danger">Rejected</Badge>;
    case 'unpublished':
      return <Badge variant="neutral">Unpublished</Badge>;
  }
}

export interface ReviewNoticeProps {
  item: Reviewed;
  /** The item type in a sentence: 'podcast', 'expert profile'. */
  noun: string;
  /** Where the owner edits it, to send it for review again. */
  editTo?: string;
}

/**
 * Tells an item's owner why it is not public: waiting for review, or the reason an admin gave for rejecting or
 * unpublishing it, with the way to send it back for review. Nothing once approved.
 */
export function ReviewNotice({ item, noun, editTo }: ReviewNoticeProps) {
  const edit = (text: string): ReactNode => (editTo ? <Link to={editTo}>{text}</Link> : text);
  switch (item.approval_status) {
    case 'approved':
      return null;
    case 'pending':
      return (
        <Alert variant="info" title="Waiting for review">
          Only you can see this {noun} until an admin approves it, usually within 24 hours.
        </Alert>
      );
    case 'rejected':
      return (
        <Alert variant="warning" title={`Your ${noun} was not approved`}>
          {item.review_reason ? `Reason: ${item.review_reason}` : 'An admin did not approve it.'}
          {'\n'}
          {edit(`Edit the ${noun}`)} to send it for review again.
        </Alert>
      );
    case 'unpublished':
      return (
        <Alert variant="warning" title={`Your ${noun} was unpublished`}>
          {item.review_reason ? `Reason: ${item.review_reason}` : 'An admin took it out of the public listings.'}
          {'\n'}
          {edit(`Edit the ${noun}`)} to send it for review again.
        </Alert>
      );
  }
}
