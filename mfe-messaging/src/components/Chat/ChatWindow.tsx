import type { ReactNode } from 'react';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, EmptyState, Icon, media, Spinner, theme } from '@podbridge/kit';
import { useChat } from '../../api/getChat';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { MessageList } from './MessageList';
import { useMessagingTexts } from '../../texts';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: calc(100vh - 220px);
  height: calc(100dvh - 220px);
  min-height: 420px;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  ${media.md} {
    border-radius: ${theme.radii.lg};
  }
`;

const Centered = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.primary};
`;

const BlockedNotice = styled(Alert)`
  margin: 0 ${theme.spacing.md} ${theme.spacing.sm};
  ${media.md} {
    margin: 0 ${theme.spacing.lg} ${theme.spacing.sm};
  }
`;

/** Why the chat cannot show: an unknown user (404), a user it cannot be with (400, e.g. oneself), or a failure. */
function ChatProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useMessagingTexts();
  const { status, fieldErrors } = describeApiError(error);
  const backLink = (
    <ButtonLink to={paths.messages} variant="light">
      {t('chat.backToMessages')}
    </ButtonLink>
  );
  const notFound = t('chat.userNotFound');
  let problem: { title: string; action: ReactNode };
  if (status === 404) problem = { title: notFound, action: backLink };
  else if (status === 400) problem = { title: fieldErrors.user_id?.[0] ?? notFound, action: backLink };
  else {
    problem = {
      title: t('chat.loadFailure'),
      action: (
        <Button variant="light" loading={retrying} onClick={onRetry}>
          {t('chat.tryAgain')}
        </Button>
      ),
    };
  }
  return (
    <Centered>
      <EmptyState icon={<Icon name="chat" size={28} />} title={problem.title} action={problem.action} />
    </Centered>
  );
}

/** One conversation; its own component so that everything in it (draft, scroll, dialogs) starts afresh per user. */
function Conversation({ userId }: { userId: number }) {
  const { t } = useMessagingTexts();
  const chat = useChat(userId);

  if (chat.data) {
    return (
      <Card aria-label={t('chat.labelWith', { username: chat.data.other_user.display_name })}>
        <ChatHeader chat={chat.data} />
        <MessageList userId={userId} chat={chat.data} />
        {chat.data.is_blocked && <BlockedNotice variant="info">{t('chat.blockedNotice')}</BlockedNotice>}
        <ChatComposer userId={userId} />
      </Card>
    );
  }
  return (
    <Card aria-label={t('chat.label')}>
      {chat.isError ? (
        <ChatProblem error={chat.error} retrying={chat.isFetching} onRetry={() => void chat.refetch()} />
      ) : (
        <Centered>
          <Spinner size={32} label={t('chat.loading')} />
        </Centered>
      )}
    </Card>
  );
}

/**
 * The chat with a user: their name and type, the messages (asked again every 5 seconds while the
 * live stream is down), block and report, and the composer. A failure to load is only logged; the
 * window offers a retry.
 */
export function ChatWindow({ userId }: { userId: number }) {
  return <Conversation key={userId} userId={userId} />;
}
