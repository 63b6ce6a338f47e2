import { css } from 'styled-components';
import { theme } from './theme';

/**
 * A surface a click picks (a choice card, a drop zone): a pointer, its border turning to the brand colour on hover,
 * and the focus ring while the control inside it has keyboard focus. Borders and backgrounds stay the caller's.
 */
export const pickableSurface = css`
  cursor: pointer;
  transition:
    border-color ${theme.transitions.fast},
    background ${theme.transitions.fast};
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-within {
    box-shadow: ${theme.shadows.focus};
  }
`;
