import { Suspense, useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from '@podbridge/shared/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@podbridge/shared/api';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, Card, Modal, Spinner, lazyExport, theme, stack } from '@podbridge/kit';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentActions } from './CommentItem';
import { useAddComment } from './api/addComment';
import { useComments } from './api/comments';
import { useDeleteComment } from './api/deleteComment';
import { useEditComment } from './api/editComment';
import { useRestoreComment } from './api/restoreComment';
import { countComments } from './commentTree';
import { useSocialTexts } from './texts';
import type { SocialComment, SocialTarget } from './types';
import { useTranslation } from 'react-i18next';

/** The keys of the texts shown when a comment action fails. */
export const COMMENT_ERRORS = {
  load: 'comments.errors.load',
  post: 'comments.errors.post',
  edit: 'comments.errors.edit',
  delete: 'comments.errors.delete',
} as const;

// Only an admin ever opens it: other viewers download neither it nor the form library of the kit's reason dialog.
const HideCommentDialog = lazyExport(() => import('./HideCommentDialog'), 'HideCommentDialog');

const Section = styled(Card).attrs({ as: 'section' })`
  ${stack('md')}
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const List = styled.ol`
  ${stack('md')}
  margin: 0;
  padding: 0;
`;

const Quiet = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface CommentsProps {
  /** The podcast or expert commented on. */
  target: SocialTarget;
  /** The label of the new-comment box, e.g. 'Share your thoughts about this podcast'. */
  prompt: string;
}

/**
 * The comment thread of a detail page: list, add, reply, the author's edit and delete, and an admin's hiding of
 * others' comments (with a reason) and restoring.
 */
export function Comments({ target, prompt }: CommentsProps) {
  const { t } = useTranslation();
  const { t: tSocial } = useSocialTexts();
  const { user, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();
  const { data: comments, isError: loadFailed } = useComments(target);
  const { mutateAsync: addComment } = useAddComment(target);
  const { mutateAsync: editComment } = useEditComment(target);
  const { mutateAsync: deleteComment, isPending: deleting } = useDeleteComment(target);
  const { mutate: restoreComment, isPending: restoring, variables: restoringId } = useRestoreComment(target);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SocialComment | null>(null);
  const [pendingHide, setPendingHide] = useState<SocialComment | null>(null);
  const error = changeError ?? (loadFailed ? t(COMMENT_ERRORS.load) : null);

  /** Runs a change (which then shows the server's list); a failure shows its message and keeps the box open. */
  const change = useCallback(async (action: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setChangeError(null);
    try {
      await action();
      return true;
    } catch (changeFailure) {
      console.error(failure, changeFailure);
      setChangeError(failure);
      return false;
    }
  }, []);

  const actions = useMemo<CommentActions>(
    () => ({
      currentUserId: isAuthenticated && user ? user.id : null,
      isAdmin: isAuthenticated && isAdmin,
      restoringId: restoring ? (restoringId ?? null) : null,
      onReply: (parent, content) => change(() => addComment({ content, parent: parent.id }), t(COMMENT_ERRORS.post)),
      onEdit: (comment, content) =>
        change(() => editComment({ commentId: comment.id, content }), t(COMMENT_ERRORS.edit)),
      onDelete: setPendingDelete,
      onHide: setPendingHide,
      onRestore: (comment) =>
        restoreComment(comment.id, {
          onSuccess: () => toast.success(tSocial('moderation.restored')),
          onError: (error) => toast.error(apiErrorMessage(error, tSocial('moderation.restoreFailed'))),
        }),
    }),
    [
      addComment,
      change,
      editComment,
      isAdmin,
      isAuthenticated,
      restoreComment,
      restoring,
      restoringId,
      user,
      t,
      tSocial,
    ],
  );

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    await change(() => deleteComment(pendingDelete.id), t(COMMENT_ERRORS.delete));
    setPendingDelete(null);
  };

  const total = comments ? countComments(comments) : 0;
  return (
    <Section aria-labelledby="comments-heading">
      <Heading id="comments-heading">
        {comments ? t('comments.headingCount', { count: total }) : t('comments.heading')}
      </Heading>
      {error && <Alert variant="error">{error}</Alert>}
      {isAuthenticated ? (
        <CommentForm
          label={prompt}
          submitLabel={t('comments.post')}
          onSubmit={(content) => change(() => addComment({ content }), t(COMMENT_ERRORS.post))}
        />
      ) : (
        <Quiet>
          <Link to={paths.login} state={{ from: location }}>
            {t('comments.loginToJoin')}
          </Link>
        </Quiet>
      )}
      {!comments && !error && <Spinner label={t('comments.loading')} />}
      {comments && total === 0 && <Quiet>{t('comments.none')}</Quiet>}
      {comments && total > 0 && (
        <List>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </List>
      )}
      <Modal
        open={pendingDelete !== null}
        title={t('comments.deleteTitle')}
        onClose={() => setPendingDelete(null)}
        footer={
          <>
            <Button variant="light" onClick={() => setPendingDelete(null)} disabled={deleting}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              {t('delete')}
            </Button>
          </>
        }
      >
        {t('comments.deleteConfirm')}
      </Modal>
      {pendingHide && (
        <Suspense fallback={null}>
          <HideCommentDialog target={target} comment={pendingHide} onClose={() => setPendingHide(null)} />
        </Suspense>
      )}
    </Section>
  );
}
