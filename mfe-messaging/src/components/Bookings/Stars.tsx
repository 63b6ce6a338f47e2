import styled from 'styled-components';
import { theme } from '@podbridge/kit';

const Row = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${theme.colors.accent};
  font-size: 1.05em;
  letter-spacing: 1px;
  line-height: 1;
`;

const Dim = styled.span`
  color: ${theme.colors.borderStrong};
`;

/** A 1-5 rating as five stars, read out as its label (e.g. "4 of 5"). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Row role="img" aria-label={label}>
      {'★'.repeat(full)}
      <Dim>{'★'.repeat(5 - full)}</Dim>
    </Row>
  );
}
