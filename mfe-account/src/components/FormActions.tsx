import styled from 'styled-components';
import { Button, ButtonLink, theme, wrap } from '@podbridge/kit';
import { useAccountTexts } from '../texts';

/** A row of actions under a profile form or notice, to the right. */
export const ActionRow = styled.div`
  ${wrap('sm')}
  justify-content: flex-end;
  padding-top: ${theme.spacing.sm};
`;

export interface FormActionsProps {
  /** Where Cancel goes. */
  cancelTo: string;
  /** The submit button's text, e.g. 'Save Changes'. */
  submit: string;
  saving: boolean;
}

/** Cancel (a link back) and the submit button of a profile page's form. */
export function FormActions({ cancelTo, submit, saving }: FormActionsProps) {
  const { t } = useAccountTexts();
  return (
    <ActionRow>
      <ButtonLink to={cancelTo} variant="light">
        {t('actions.cancel')}
      </ButtonLink>
      <Button type="submit" loading={saving}>
        {submit}
      </Button>
    </ActionRow>
  );
}
