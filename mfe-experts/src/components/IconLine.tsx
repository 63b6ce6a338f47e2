import styled from 'styled-components';
import { theme, inlineRow } from '@podbridge/kit';

/** A short line led by an icon, in the given colour: an expert's first expertise, a spotlight's likes. */
export const IconLine = styled.p<{ $tone: 'primary' | 'danger' }>`
  ${inlineRow('xs')}
  font-size: ${theme.fontSizes.sm};
  color: ${({ $tone }) => theme.colors[$tone]};
  overflow-wrap: break-word;
  hyphens: auto;
`;
