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

/** A gap between rows and, when it differs, another between columns. */
const gaps = (gap: Gap, columnGap?: Gap) =>
  columnGap ? `${theme.spacing[gap]} ${theme.spacing[columnGap]}` : theme.spacing[gap];

/** Children side by side, centred across, on one line. */
export const row = (gap: Gap) => css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[gap]};
`;

/** Like `row`, inside a line of text: an icon and its label, a count beside a word. */
export const inlineRow = (gap: Gap) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[gap]};
`;

/**
 * Children side by side, wrapping onto more lines when they do not fit, each as tall as its line (facts, links,
 * chips of different heights): `gap` between lines, `columnGap` (when given) between neighbours.
 */
export const wrap = (gap: Gap, columnGap?: Gap) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gaps(gap, columnGap)};
`;

/** Like `wrap`, each child centred across its line (buttons, tags, an icon beside a label). */
export const cluster = (gap: Gap, columnGap?: Gap) => css`
  ${wrap(gap, columnGap)}
  align-items: center;
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

/**
 * What every text field does besides its resting look: its border and shadow move smoothly, its placeholder is
 * subtle, focus draws the primary border and the focus ring, and a disabled field is muted. (Hover is the field's
 * own: an invalid field keeps its red border.)
 */
export const fieldStates = css`
  transition:
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  &::placeholder {
    color: ${theme.colors.textSubtle};
  }
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.focus};
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;
