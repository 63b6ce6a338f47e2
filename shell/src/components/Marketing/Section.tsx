import styled from 'styled-components';
import { theme } from '@podbridge/shared/ui';

/** A full-width band of the home, about and featured pages. */
export const Section = styled.section<{ $muted?: boolean }>`
  padding: ${theme.spacing.xxl} ${theme.spacing.md};
  background: ${({ $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};

  > div {
    max-width: 1200px;
    margin: 0 auto;
  }

  h2 {
    margin: 0 0 ${theme.spacing.sm};
    font-size: ${theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${theme.spacing.xl};
  color: ${theme.colors.textMuted};
  max-width: 680px;
`;
