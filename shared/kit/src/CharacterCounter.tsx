import styled from 'styled-components';
import { theme } from './theme';

const Count = styled.span<{ $warning: boolean }>`
  font-size: ${theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $warning }) => ($warning ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ $warning }) => ($warning ? theme.colors.warning : theme.colors.textSubtle)};
`;

export interface CharacterCounterProps {
  count: number;
  max: number;
  /** Above this many characters the counter turns to the warning style. */
  warnAbove: number;
  id?: string;
  className?: string;
}

/** `{count}/{max}`, quiet until the text nears its limit. */
export function CharacterCounter({ count, max, warnAbove, id, className }: CharacterCounterProps) {
  const warning = count > warnAbove;
  return (
    <Count id={id} className={className} $warning={warning} data-warning={warning || undefined}>
      {count}/{max}
    </Count>
  );
}
