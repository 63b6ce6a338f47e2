import type { ReactNode } from 'react';
import styled from 'styled-components';
import { iconCircle } from './layoutRules';
import { theme } from './theme';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

const palette: Record<AlertVariant, { color: string; background: string; icon: string }> = {
  success: { color: theme.colors.success, background: theme.colors.successSoft, icon: '✓' },
  error: { color: theme.colors.danger, background: theme.colors.dangerSoft, icon: '!' },
  warning: { color: theme.colors.warning, background: theme.colors.warningSoft, icon: '!' },
  info: { color: theme.colors.info, background: theme.colors.infoSoft, icon: 'i' },
};

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: ${theme.radii.md};
  border: 1px solid ${({ $variant }) => palette[$variant].color}33;
  border-left: 4px solid ${({ $variant }) => palette[$variant].color};
  background: ${({ $variant }) => palette[$variant].background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.5;
`;

const Icon = styled.span<{ $variant: AlertVariant }>`
  ${iconCircle('22px')}
  flex-shrink: 0;
  background: ${({ $variant }) => palette[$variant].color};
  color: ${theme.colors.white};
  font-size: 13px;
  font-weight: ${theme.fontWeights.bold};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  display: block;
  margin-bottom: 2px;
  font-weight: ${theme.fontWeights.semibold};
`;

export interface AlertProps {
  variant: AlertVariant;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A message box; errors are announced assertively, the rest politely. Line breaks in text are kept. */
export function Alert({ variant, title, children, className }: AlertProps) {
  return (
    <Box $variant={variant} role={variant === 'error' ? 'alert' : 'status'} className={className}>
      <Icon $variant={variant} aria-hidden="true">
        {palette[variant].icon}
      </Icon>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
    </Box>
  );
}
