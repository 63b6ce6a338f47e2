import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, theme, type IconName, stack, inlineCentered } from '@podbridge/kit';

const Section = styled.section`
  ${stack('md')}
  min-width: 0;
  padding: ${theme.spacing.lg} ${theme.spacing.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing.sm};
  padding: 0 ${theme.spacing.xs};
`;

const HeaderIcon = styled.span`
  ${inlineCentered}
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
  line-height: 1.3;
`;

const Subtitle = styled.p`
  margin-top: ${theme.spacing.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface SidebarCardProps {
  title: string;
  subtitle: string;
  icon: IconName;
  children: ReactNode;
}

/** A titled card of the Messages sidebar: the user search, the recent conversations. */
export function SidebarCard({ title, subtitle, icon, children }: SidebarCardProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <HeaderIcon aria-hidden="true">
          <Icon name={icon} size={18} />
        </HeaderIcon>
        <div>
          <Title id={titleId}>{title}</Title>
          <Subtitle>{subtitle}</Subtitle>
        </div>
      </Header>
      {children}
    </Section>
  );
}
