import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type To } from '@podbridge/shared/router';
import styled, { css } from 'styled-components';
import { focusRing } from './layoutRules';
import { Spinner } from './Spinner';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const { colors } = theme;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.white};
    box-shadow: 0 6px 16px rgba(67, 56, 202, 0.28);
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
      color: ${colors.white};
    }
  `,
  secondary: css`
    background: ${colors.accent};
    color: ${colors.white};
    box-shadow: 0 6px 16px rgba(194, 65, 12, 0.25);
    &:hover:not(:disabled) {
      background: ${colors.accentHover};
      color: ${colors.white};
    }
  `,
  outline: css`
    background: transparent;
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
      color: ${colors.primaryHover};
    }
  `,
  danger: css`
    background: ${colors.danger};
    color: ${colors.white};
    &:hover:not(:disabled) {
      background: ${colors.dangerHover};
      color: ${colors.white};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.primarySoft};
      color: ${colors.primaryHover};
    }
  `,
  light: css`
    background: ${colors.white};
    color: ${colors.primaryDark};
    border-color: ${colors.border};
    &:hover:not(:disabled) {
      background: ${colors.surfaceMuted};
      color: ${colors.primaryDark};
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: 6px 10px;
    font-size: ${theme.fontSizes.sm};
    min-height: 34px;
  `,
  md: css`
    padding: 10px 18px;
    font-size: ${theme.fontSizes.md};
    min-height: 42px;
  `,
  lg: css`
    padding: 14px 26px;
    font-size: ${theme.fontSizes.lg};
    min-height: 52px;
  `,
};

const buttonLook = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1.5px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${theme.transitions.fast},
    color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast},
    transform ${theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

const StyledButton = styled.button<ButtonLook>`
  ${buttonLook}
`;
const StyledLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;
const StyledAnchor = styled.a<ButtonLook>`
  ${buttonLook}
`;

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /** Shows a small spinner and disables the button, e.g. while a form submits. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading && <Spinner size={16} />}
      {children}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, LookProps {
  to: To;
  /** Router state for the page it opens, e.g. `{ from: location }` so sign-in comes back here. */
  state?: unknown;
}

/** A router link that looks like a `Button`. */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

export interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, LookProps {
  href: string;
}

/** A plain link (mailto:, tel:, another site) that looks like a `Button`. */
export function ButtonAnchor({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonAnchorProps) {
  return <StyledAnchor $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
