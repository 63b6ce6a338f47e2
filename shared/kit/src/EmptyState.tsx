import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from './layoutRules';
import { theme } from './theme';

const Root = styled.div`
  ${stack('sm')}
  align-items: center;
  padding: ${theme.spacing.xxl} ${theme.spacing.md};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const IconBubble = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${theme.spacing.sm};
  border-radius: 50%;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: 28px;
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.text};
`;

const Hint = styled.div`
  max-width: 460px;
`;

const Action = styled.div`
  margin-top: ${theme.spacing.md};
`;

export interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, hint, action, icon }: EmptyStateProps) {
  return (
    <Root>
      {icon && <IconBubble aria-hidden="true">{icon}</IconBubble>}
      <Title>{title}</Title>
      {hint && <Hint>{hint}</Hint>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
