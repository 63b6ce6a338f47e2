import styled from 'styled-components';
import { wrap } from './layoutRules';
import { media, theme } from './theme';

/** A form's buttons, at its end. */
export const FormActions = styled.div`
  ${wrap('sm')}
  justify-content: flex-end;
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
