import { useId } from 'react';
import styled from 'styled-components';
import { iconCircle, row } from './layoutRules';
import type { StoredUserData } from '@podbridge/shared/types';
import { Icon } from './Icon';
import { media, theme } from './theme';
import { useTranslation } from 'react-i18next';

/** A compact line on a phone, so the directory's first cards still start on the first screen. */
const Root = styled.section`
  ${row('md')}
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  ${media.md} {
    padding: ${theme.spacing.md} ${theme.spacing.lg};
  }
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
`;

const Bubble = styled.span`
  ${iconCircle('36px')}
  flex-shrink: 0;
  ${media.md} {
    width: 44px;
    height: 44px;
  }
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.md};
  ${media.md} {
    font-size: ${theme.fontSizes.lg};
  }
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  ${media.md} {
    font-size: ${theme.fontSizes.md};
  }
`;

export interface WelcomeCardProps {
  user: Pick<StoredUserData, 'username' | 'user_type' | 'is_admin'>;
  /** The listing's own line after the signed-in role, e.g. 'Discover shows and the people behind them.' */
  tagline: string;
}

/** The signed-in visitor's welcome on a listing: username and 'an Expert' or 'a Podcaster'. */
export function WelcomeCard({ user, tagline }: WelcomeCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Bubble aria-hidden="true">
        <Icon name="user" size={22} />
      </Bubble>
      <div>
        <Title id={titleId}>{t('welcome.title', { username: user.username })}</Title>
        <Text>
          {t(`welcome.role.${user.is_admin ? 'admin' : user.user_type}`)} {tagline}
        </Text>
      </div>
    </Root>
  );
}
