import styled from 'styled-components';
import { theme } from '@podbridge/kit';

/** A short line led by an icon, in the given colour: an expert's first expertise, a spotlight's likes. */
export const IconLine = styled.p<{ $tone: 'primary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${({ $tone }) => theme.colors[$tone]};
  overflow-wrap: break-word;
  hyphens: auto;
`;
