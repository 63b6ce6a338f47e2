import styled from 'styled-components';
import { SectionLabel } from '../../components/SettingCard';
import type { StoredUserData } from '@podbridge/shared/types';
import { Badge, Card, EmailText, Icon, theme, row, stack, iconCircle } from '@podbridge/kit';
import { useAccountTexts } from '../../texts';

/** The account types the site knows and names. */
export const ACCOUNT_TYPES: ReadonlySet<string> = new Set(['expert', 'podcaster', 'listener']);

const Root = styled(Card)`
  ${stack('md')}
`;

const Heading = styled.div`
  ${row('sm')}
  min-width: 0;
`;

const Mark = styled.span`
  ${iconCircle('40px')}
  flex-shrink: 0;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Username = styled.h2`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: break-word;
`;


const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  font-size: ${theme.fontSizes.sm};
  dt {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    min-width: 0;
    overflow-wrap: break-word;
  }
`;

/** Username, email, account type and, for an admin, the admin role: shown in every state of My Profile. */
export function AccountCard({ user }: { user: StoredUserData }) {
  const { t } = useAccountTexts();
  return (
    <Root as="section" aria-label={t('profile.account.title')}>
      <SectionLabel>{t('profile.account.title')}</SectionLabel>
      <Heading>
        <Mark aria-hidden="true">
          <Icon name="user" />
        </Mark>
        <Username>{user.username}</Username>
      </Heading>
      <Facts>
        <dt>{t('profile.account.email')}</dt>
        <dd>{user.email ? <EmailText email={user.email} /> : '—'}</dd>
        <dt>{t('profile.account.type')}</dt>
        <dd>
          <Badge variant={user.user_type === 'expert' ? 'accent' : 'primary'}>
            {/* A type this build does not know (a newer API) shows as the API names it. */}
            {ACCOUNT_TYPES.has(user.user_type) ? t(`profile.account.types.${user.user_type}`) : user.user_type}
          </Badge>
        </dd>
        {user.is_admin && (
          <>
            <dt>{t('profile.account.role')}</dt>
            <dd>
              <Badge variant="success">{t('profile.admin.title')}</Badge>
            </dd>
          </>
        )}
      </Facts>
    </Root>
  );
}
