import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { inlineRow } from './layoutRules';
import { theme } from './theme';

export type BadgeVariant = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const palette: Record<BadgeVariant, { color: string; background: string }> = {
  primary: { color: theme.colors.primary, background: theme.colors.primarySoft },
  accent: { color: theme.colors.accentHover, background: theme.colors.accentSoft },
  success: { color: theme.colors.success, background: theme.colors.successSoft },
  warning: { color: theme.colors.warning, background: theme.colors.warningSoft },
  danger: { color: theme.colors.danger, background: theme.colors.dangerSoft },
  info: { color: theme.colors.info, background: theme.colors.infoSoft },
  neutral: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  ${inlineRow('xs')}
  padding: 3px 10px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ $variant }) => palette[$variant].color};
  background: ${({ $variant }) => palette[$variant].background};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'primary', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} {...rest} />;
}
