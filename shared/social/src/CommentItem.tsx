import { useState } from 'react';
import styled from 'styled-components';
import { formatRelativeTime } from '@podbridge/shared/format';
import { Avatar, Button, PencilIcon, ReplyIcon, TrashIcon, media, theme, stack, cluster, wrap } from '@podbridge/kit';
import { CommentForm } from './CommentForm';
import { useSocialTexts } from './texts';
import type { SocialComment } from './types';
import { useTranslation } from 'react-i18next';

const Item = styled.li`
  list-style: none;
`;

const Body = styled.article<{ $hidden: boolean }>`
  padding: ${theme.spacing.md};
  border: 1px ${({ $hidden }) => ($hidden ? 'dashed' : 'solid')} ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${({ $hidden }) => ($hidden ? theme.colors.surfaceMuted : theme.colors.surface)};
`;

/** What visitors no longer see, faded for the admin who still does. */
const Dimmed = styled.div<{ $dimmed: boolean }>`
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
`;

const HiddenNote = styled.p`
  margin-top: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Header = styled.header`
  ${cluster('xs', 'sm')}
  margin-bottom: ${theme.spacing.xs};
`;

const Author = styled.strong`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSubtle};
`;

const Content = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${theme.colors.text};
`;

const Actions = styled.div`
  ${wrap('xs')}
  margin-top: ${theme.spacing.sm};
`;

const Nested = styled.div`
  margin-top: ${theme.spacing.sm};
`;

const Replies = styled.ol`
  ${stack('sm')}
  margin: ${theme.spacing.sm} 0 0;
  padding: 0 0 0 ${theme.spacing.sm};
  border-left: 3px solid ${theme.colors.primarySoft};
  ${media.sm} {
    padding-left: ${theme.spacing.lg};
  }
`;

export interface CommentActions {
  currentUserId: number | null;
  /** An admin hides others' comments and restores hidden ones (and is the only viewer sent hidden ones). */
  isAdmin: boolean;
  /** The comment whose restore is under way. */
  restoringId: number | null;
  onReply: (parent: SocialComment, content: string) => Promise<boolean>;
  onEdit: (comment: SocialComment, content: string) => Promise<boolean>;
  onDelete: (comment: SocialComment) => void;
  onHide: (comment: SocialComment) => void;
  onRestore: (comment: SocialComment) => void;
}

type Mode = 'view' | 'edit' | 'reply';

/**
 * One comment with its replies; only its author may edit or delete it. An admin hides someone else's comment and
 * restores a hidden one, which shows faded with the reason its author was given; nobody replies to a hidden comment.
 */
export function CommentItem({ comment, actions }: { comment: SocialComment; actions: CommentActions }) {
  const { t } = useTranslation();
  const { t: tSocial } = useSocialTexts();
  const [mode, setMode] = useState<Mode>('view');
  const hidden = comment.hidden ?? null;
  const canReply = actions.currentUserId !== null && !hidden;
  const isAuthor = actions.currentUserId === comment.user.id;
  // The API sends an admin the actions it allows on each comment; an API from before that sends none, and the
  // widget then offers what that API allowed (hide others' visible comments, restore hidden ones).
  const offered = comment.moderation?.actions;
  const canHide = offered ? offered.includes('hide') : actions.isAdmin && !isAuthor && !hidden;
  const canRestore = offered ? offered.includes('restore') : actions.isAdmin && hidden !== null;
  const replies = comment.replies ?? [];
  const author = comment.user.display_name ?? comment.user.username;

  const close = (saved: boolean) => {
    if (saved) setMode('view');
    return saved;
  };

  return (
    <Item>
      <Body aria-label={t('comments.by', { username: author })} $hidden={hidden !== null}>
        <Dimmed $dimmed={hidden !== null && mode !== 'edit'}>
          <Header>
            <Avatar url={comment.user.picture} name={author} size={24} />
            <Author>{author}</Author>
            <When dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</When>
          </Header>
          {mode === 'edit' ? (
            <CommentForm
              label={t('comments.editLabel')}
              submitLabel={t('save')}
              initialContent={comment.content}
              autoFocus
              onSubmit={async (content) => close(await actions.onEdit(comment, content))}
              onCancel={() => setMode('view')}
            />
          ) : (
            <Content>{comment.content}</Content>
          )}
        </Dimmed>
        {hidden && <HiddenNote>{tSocial('moderation.hiddenBecause', { reason: hidden.reason })}</HiddenNote>}
        {mode !== 'edit' && (canReply || isAuthor || canHide || canRestore) && (
          <Actions>
            {canReply && (
              <Button variant="ghost" size="sm" aria-expanded={mode === 'reply'} onClick={() => setMode('reply')}>
                <ReplyIcon size={16} /> {t('comments.reply')}
              </Button>
            )}
            {isAuthor && (
              <>
                <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
                  <PencilIcon size={16} /> {t('edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => actions.onDelete(comment)}>
                  <TrashIcon size={16} /> {t('delete')}
                </Button>
              </>
            )}
            {canHide && (
              <Button variant="ghost" size="sm" onClick={() => actions.onHide(comment)}>
                {tSocial('moderation.hide')}
              </Button>
            )}
            {canRestore && (
              <Button
                variant="ghost"
                size="sm"
                loading={actions.restoringId === comment.id}
                onClick={() => actions.onRestore(comment)}
              >
                {tSocial('moderation.restore')}
              </Button>
            )}
          </Actions>
        )}
        {mode === 'reply' && (
          <Nested>
            <CommentForm
              label={t('comments.replyTo', { username: author })}
              submitLabel={t('comments.postReply')}
              autoFocus
              onSubmit={async (content) => close(await actions.onReply(comment, content))}
              onCancel={() => setMode('view')}
            />
          </Nested>
        )}
      </Body>
      {replies.length > 0 && (
        <Replies aria-label={t('comments.repliesTo', { username: author })}>
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </Replies>
      )}
    </Item>
  );
}
