import styled, { keyframes } from 'styled-components';
import { stack } from './layoutRules';
import { theme } from './theme';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  /** Read to assistive technology; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  return label ? <Ring $size={size} role="status" aria-label={label} /> : <Ring $size={size} aria-hidden="true" />;
}

const PageSpinnerArea = styled.div`
  ${stack('md')}
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  width: 100%;
  padding: ${theme.spacing.xxl} ${theme.spacing.md};
  color: ${theme.colors.primary};
  text-align: center;
`;

const PageSpinnerText = styled.p`
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeights.medium};
`;

export interface PageSpinnerProps {
  text?: string;
}

/** Centred full-area spinner, e.g. while the session or a page's data loads. */
export function PageSpinner({ text }: PageSpinnerProps) {
  const { t } = useTranslation();
  return (
    <PageSpinnerArea role="status" aria-live="polite">
      <Spinner size={44} />
      <PageSpinnerText>{text ?? t('loading')}</PageSpinnerText>
    </PageSpinnerArea>
  );
}
