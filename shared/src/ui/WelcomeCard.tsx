import { useId } from 'react';
import styled from 'styled-components';
import { roleArticle } from '@podbridge/shared/format';
import type { StoredUserData } from '../types';
import { Icon } from './Icon';
import { theme } from './theme';

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${theme.spacing.md};
  padding: ${theme.spacing.md} ${theme.spacing.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
`;

const Bubble = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface WelcomeCardProps {
  user: Pick<StoredUserData, 'username' | 'user_type'>;
  /** The listing's own line after the signed-in role, e.g. 'Discover shows and the people behind them.' */
  tagline: string;
}

/** The signed-in visitor's welcome on a listing (spec section 2): username and 'an Expert' or 'a Podcaster'. */
export function WelcomeCard({ user, tagline }: WelcomeCardProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Bubble aria-hidden="true">
        <Icon name="user" size={22} />
      </Bubble>
      <div>
        <Title id={titleId}>Welcome back, {user.username}!</Title>
        <Text>
          You are signed in as {roleArticle(user)}. {tagline}
        </Text>
      </div>
    </Root>
  );
}
