import styled from 'styled-components';
import { theme } from './theme';

export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  padding: ${theme.spacing.lg};
  @media (max-width: ${theme.breakpoints.sm - 1}px) {
    padding: ${theme.spacing.md};
  }
`;

export const CardTitle = styled.h2`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
  margin-bottom: ${theme.spacing.md};
`;
