import { Link, useParams } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Container, media, theme, inlineRow } from '@podbridge/kit';
import { useLiveEvents } from '../../live';
import { ChatWindow } from '../../components/Chat/ChatWindow';
import { ConversationList } from '../../components/ConversationList';
import { UserSearch } from '../../components/UserSearch';
import { WelcomePanel } from '../../components/WelcomePanel';
import { useMessagingTexts } from '../../texts';

const Page = styled(Container)`
  padding-top: ${theme.spacing.lg};
  padding-bottom: ${theme.spacing.xxl};
`;

const Title = styled.h1`
  margin-bottom: ${theme.spacing.md};
  font-size: ${theme.fontSizes.xxl};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 360px minmax(0, 1fr);
  }
`;

/** On a phone an open chat takes the screen; the list is one tap away. */
const Sidebar = styled.div<{ $chatOpen: boolean }>`
  display: ${({ $chatOpen }) => ($chatOpen ? 'none' : 'flex')};
  flex-direction: column;
  gap: ${theme.spacing.lg};
  min-width: 0;
  ${media.lg} {
    display: flex;
  }
`;

const Back = styled(Link)`
  ${inlineRow('xs')}
  margin-bottom: ${theme.spacing.sm};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  ${media.lg} {
    display: none;
  }
`;

/** The other user's id from /messages/{userId}, read as an integer; anything else opens no chat. */
function chatUserId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** /messages and /messages/{userId}: search and conversations on the left, the chat or the welcome on the right. */
export function MessagesPage() {
  const { t } = useMessagingTexts();
  useLiveEvents();
  const userId = chatUserId(useParams().userId);

  return (
    <Page>
      <Title>{t('page.title')}</Title>
      <Layout>
        <Sidebar $chatOpen={userId !== null}>
          <UserSearch />
          <ConversationList currentUserId={userId} />
        </Sidebar>
        <div>
          {userId !== null ? (
            <>
              <Back to={paths.messages}>
                <span aria-hidden="true">←</span> {t('page.backToConversations')}
              </Back>
              <ChatWindow userId={userId} />
            </>
          ) : (
            <WelcomePanel />
          )}
        </div>
      </Layout>
    </Page>
  );
}
