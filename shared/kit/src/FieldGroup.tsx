import styled from 'styled-components';
import { theme } from './theme';

/** A group of a form's inputs (categories, languages, a choice) under its legend. */
export const FieldGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.spacing.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** Checkboxes in columns, in a box that scrolls when the list is long. */
export const ChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  max-height: 260px;
  overflow-y: auto;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

/** A group's hint under its inputs. */
export const FieldHint = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A group's message, as the kit's fields show theirs. */
export const GroupError = styled.p`
  margin: ${theme.spacing.sm} 0 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.danger};
`;
