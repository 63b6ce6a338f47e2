import styled from 'styled-components';
import { Container, theme } from '@podbridge/kit';

/** The column a create or edit page's form card stands in; `$width` is the form's widest. */
export const FormPageBody = styled(Container)<{ $width: string }>`
  max-width: ${({ $width }) => $width};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;
