import { css } from 'styled-components';
import { theme } from './theme';

/** A gap of the theme's spacing scale. */
export type Gap = keyof typeof theme.spacing;

/*
 * The layout rules every flex block of the site is made of, for a styled block that adds its own rules to them
 * (`const Actions = styled.div\`${cluster('sm')} justify-content: flex-end;\``). The kit's Stack, Cluster and
 * PlainList are these rules as components.
 */

/** Children in a column with an even gap. */
export const stack = (gap: Gap) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[gap]};
`;

/** Children side by side, centred across, on one line. */
export const row = (gap: Gap) => css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[gap]};
`;

/** Children side by side, centred across, wrapping onto more lines when they do not fit (buttons, tags, facts). */
export const cluster = (gap: Gap) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing[gap]};
`;

/** A list without bullets or indent, its items in a column with an even gap. */
export const plainList = (gap: Gap) => css`
  ${stack(gap)}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A glyph or initial centred in a box of its own (an icon in a circle, a count in a pill). */
export const inlineCentered = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** The site's keyboard focus ring, drawn as a shadow so it follows the control's rounded corners. */
export const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadows.focus};
  }
`;

/** An icon or initial in a circle of `size` (e.g. '56px'). */
export const iconCircle = (size: string) => css`
  ${inlineCentered}
  width: ${size};
  height: ${size};
  border-radius: 50%;
`;

/** What every text field does as it is hovered and focused, and its placeholder's colour. */
export const fieldMotion = css`
  transition:
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  &::placeholder {
    color: ${theme.colors.textSubtle};
  }
`;
