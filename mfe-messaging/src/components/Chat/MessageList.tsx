import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useViewerId } from '@podbridge/shared/auth';
import type { Chat, UserMessage } from '@podbridge/shared/types';
import { Button, media, theme, stack } from '@podbridge/kit';
import { useOlderMessages } from '../../api/getChat';
import { MessageBubble } from './MessageBubble';
import { ReportMessageDialog } from './ReportMessageDialog';
import { useChatScroll } from './useChatScroll';
import { useMessagingTexts } from '../../texts';

/** Relative times ('Just now', '2 hours ago') are brought up to date this often. */
const CLOCK_TICK_MS = 60_000;

const Scroller = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  padding: ${theme.spacing.md};
  overflow-y: auto;
  overscroll-behavior: contain;
  ${media.md} {
    padding: ${theme.spacing.md} ${theme.spacing.lg};
  }
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  padding-bottom: ${theme.spacing.md};
`;

const List = styled.ol`
  ${stack('md')}
  margin: auto 0 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: auto;
  padding: ${theme.spacing.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface MessageListProps {
  userId: number;
  chat: Chat;
}

/** The conversation, oldest first, scrolling inside the chat; earlier pages load on request above it. */
export function MessageList({ userId, chat }: MessageListProps) {
  const { t } = useMessagingTexts();
  const viewerId = useViewerId();
  const now = useNow();
  const older = useOlderMessages(userId);
  const { listRef, onScroll } = useChatScroll(chat.messages, viewerId);
  const [reporting, setReporting] = useState<UserMessage | null>(null);
  const otherName = chat.other_user.display_name;

  return (
    <>
      <Scroller
        ref={listRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.conversationWith', { username: otherName })}
      >
        {chat.has_more && (
          <Earlier>
            <Button variant="light" size="sm" loading={older.loading} onClick={() => void older.loadOlder()}>
              {t('chat.loadEarlier')}
            </Button>
          </Earlier>
        )}
        {chat.messages.length === 0 ? (
          <Empty>{t('chat.empty')}</Empty>
        ) : (
          <List>
            {chat.messages.map((message) => {
              const sent = message.sender.id === viewerId;
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  sent={sent}
                  author={sent ? t('chat.you') : otherName}
                  now={now}
                  onReport={setReporting}
                />
              );
            })}
          </List>
        )}
      </Scroller>
      {reporting && <ReportMessageDialog message={reporting} author={otherName} onClose={() => setReporting(null)} />}
    </>
  );
}
