import styled from 'styled-components';
import { theme, stack } from '@podbridge/kit';

/**
 * A panel set into a card or a form, on a muted ground: importing from a feed above the create form, verifying the
 * feed inside its owner's panel. Its heading and paragraphs sit close, at the panel's own gap.
 */
export const InsetPanel = styled.div`
  ${stack('sm')}
  padding: ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;
