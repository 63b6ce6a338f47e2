import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, theme, stack, iconCircle, wrap } from '@podbridge/kit';

/** A dialog form's fields, disabled together while it sends. */
export const DialogFields = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

/** A row of choices (radios) under a legend styled like a field label. */
export const ChoiceGroup = styled.fieldset`
  ${wrap('xs', 'md')}
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${theme.spacing.xs};
    padding: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Sent = styled.div`
  ${stack('sm')}
  align-items: center;
  padding: ${theme.spacing.lg} 0;
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  text-align: center;
`;

const SentMark = styled.span`
  ${iconCircle('56px')}
  background: ${theme.colors.successSoft};
`;

/** What a dialog shows once it has sent: a check mark and the words, announced. */
export function SentNotice({ children }: { children: ReactNode }) {
  return (
    <Sent role="status">
      <SentMark aria-hidden="true">
        <Icon name="check" size={28} />
      </SentMark>
      {children}
    </Sent>
  );
}
