import styled from 'styled-components';
import { theme } from '@podbridge/kit';

/** A full-width band of the home page; inside a page Container, ContainedSection. */
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

/** A section of a page whose Container already keeps the content off the screen's edges. */
export const ContainedSection = styled(Section)`
  padding-left: 0;
  padding-right: 0;

  h2 {
    margin-bottom: ${theme.spacing.md};
  }
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${theme.spacing.xl};
  color: ${theme.colors.textMuted};
  max-width: 680px;
`;
