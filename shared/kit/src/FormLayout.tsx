import styled from 'styled-components';
import { media, theme } from './theme';

/** A form's buttons, at its end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
`;

/** Fields two to a row from medium screens on; a child with the class `wide` takes the whole row. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;
