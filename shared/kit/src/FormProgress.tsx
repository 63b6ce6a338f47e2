import styled from 'styled-components';
import { theme } from './theme';
import { useTranslation } from 'react-i18next';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $value: number }>`
  width: ${({ $value }) => $value}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ $value }) => ($value === 100 ? theme.colors.success : theme.gradients.brand)};
  transition: width ${theme.transitions.normal};
`;

export interface FormProgressProps {
  /** Percentage complete, 0–100; values outside are clamped and rounded. */
  value: number;
  label?: string;
}

export function FormProgress({ value, label }: FormProgressProps) {
  const { t } = useTranslation();
  const name = label ?? t('progress.label');
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Root>
      <Row>
        <span>{name}</span>
        <span>{t('progress.complete', { percent })}</span>
      </Row>
      <Track role="progressbar" aria-label={name} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <Fill $value={percent} />
      </Track>
    </Root>
  );
}
