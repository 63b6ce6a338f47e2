import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, Card, Modal, Spinner, theme } from '@podbridge/shared/ui';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentActions } from './CommentItem';
import { useAddComment } from './api/addComment';
import { useComments } from './api/comments';
import { useDeleteComment } from './api/deleteComment';
import { useEditComment } from './api/editComment';
import { countComments } from './commentTree';
import type { SocialComment, SocialTarget } from './types';

export const COMMENT_ERRORS = {
  load: 'Failed to load comments',
  post: 'Failed to post comment',
  edit: 'Failed to edit comment',
  delete: 'Failed to delete comment',
} as const;

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
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

/** The comment thread of a detail page: list, add, reply, and the author's edit and delete (spec section 2). */
export function Comments({ target, prompt }: CommentsProps) {
  const { user, isAuthenticated } = useAuth();
  const location = useLocation();
  const { data: comments, isError: loadFailed } = useComments(target);
  const { mutateAsync: addComment } = useAddComment(target);
  const { mutateAsync: editComment } = useEditComment(target);
  const { mutateAsync: deleteComment, isPending: deleting } = useDeleteComment(target);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SocialComment | null>(null);
  const error = changeError ?? (loadFailed ? COMMENT_ERRORS.load : null);

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
      onReply: (parent, content) => change(() => addComment({ content, parent: parent.id }), COMMENT_ERRORS.post),
      onEdit: (comment, content) => change(() => editComment({ commentId: comment.id, content }), COMMENT_ERRORS.edit),
      onDelete: setPendingDelete,
    }),
    [addComment, change, editComment, isAuthenticated, user],
  );

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    await change(() => deleteComment(pendingDelete.id), COMMENT_ERRORS.delete);
    setPendingDelete(null);
  };

  const total = comments ? countComments(comments) : 0;
  return (
    <Section aria-labelledby="comments-heading">
      <Heading id="comments-heading">Comments{comments ? ` (${total})` : ''}</Heading>
      {error && <Alert variant="error">{error}</Alert>}
      {isAuthenticated ? (
        <CommentForm
          label={prompt}
          submitLabel="Post Comment"
          onSubmit={(content) => change(() => addComment({ content }), COMMENT_ERRORS.post)}
        />
      ) : (
        <Quiet>
          <Link to={paths.login} state={{ from: location }}>
            Log in to join the conversation
          </Link>
        </Quiet>
      )}
      {!comments && !error && <Spinner label="Loading comments" />}
      {comments && total === 0 && <Quiet>No comments yet. Be the first to share your thoughts!</Quiet>}
      {comments && total > 0 && (
        <List>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </List>
      )}
      <Modal
        open={pendingDelete !== null}
        title="Delete comment?"
        onClose={() => setPendingDelete(null)}
        footer={
          <>
            <Button variant="light" onClick={() => setPendingDelete(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </>
        }
      >
        Are you sure you want to delete this comment? This action cannot be undone.
      </Modal>
    </Section>
  );
}
