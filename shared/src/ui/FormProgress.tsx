import styled from 'styled-components';
import { theme } from './theme';

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

export function FormProgress({ value, label = 'Form progress' }: FormProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Root>
      <Row>
        <span>{label}</span>
        <span>{percent}% complete</span>
      </Row>
      <Track role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <Fill $value={percent} />
      </Track>
    </Root>
  );
}
