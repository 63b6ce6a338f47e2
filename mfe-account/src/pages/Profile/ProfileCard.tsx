import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ExternalLinks,
  Hyphenated,
  PencilIcon,
  media,
  theme,
  cluster,
  stack,
  type ExternalLink,
} from '@podbridge/kit';
import { useAccountTexts } from '../../texts';
import { ProfileAvatar } from './ProfileAvatar';

const Root = styled(Card)`
  ${stack('lg')}
  align-items: center;
  text-align: center;
  ${media.md} {
    flex-direction: row;
    align-items: flex-start;
    text-align: left;
  }
`;

const Content = styled.div`
  ${stack('sm')}
  flex: 1;
  min-width: 0;
  width: 100%;
`;

const TitleRow = styled.div`
  ${cluster('sm')}
  justify-content: center;
  ${media.md} {
    justify-content: space-between;
  }
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** The labelled facts of a profile card: username, expertise, experience, bio. */
export const Facts = styled.dl`
  display: grid;
  gap: ${theme.spacing.sm};
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: 0 0 ${theme.spacing.xs};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Links = styled(ExternalLinks)`
  justify-content: center;
  ${media.md} {
    justify-content: flex-start;
  }
`;

export interface ProfileCardProps {
  title: string;
  pictureUrl: string | null | undefined;
  /** Next to the title, e.g. the approval status. */
  badge?: ReactNode;
  links: ExternalLink[];
  onEdit: () => void;
  children: ReactNode;
}

/** The profile card of My Profile: 150 px round picture, title, facts, links (http(s) only) and Edit Profile. */
export function ProfileCard({ title, pictureUrl, badge, links, onEdit, children }: ProfileCardProps) {
  const { t } = useAccountTexts();
  return (
    <Root as="section" aria-label={t('profile.card.title')}>
      <ProfileAvatar pictureUrl={pictureUrl} name={title} />
      <Content>
        <TitleRow>
          <Title>
            <Hyphenated text={title} />
          </Title>
          {badge}
        </TitleRow>
        {children}
        <Links label={t('profile.card.links')} links={links} />
        <div>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <PencilIcon size={16} />
            {t('actions.editProfile')}
          </Button>
        </div>
      </Content>
    </Root>
  );
}
