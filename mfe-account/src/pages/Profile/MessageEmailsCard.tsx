import toast from 'react-hot-toast';
import styled from 'styled-components';
import { Card, Checkbox, theme } from '@podbridge/shared/ui';
import { useMessageEmails } from '../../api/messageEmails';
import { SectionLabel } from './AccountCard';

export const MESSAGE_EMAILS_LABEL = 'Email me when a message waits unread for 15 minutes';
export const MESSAGE_EMAILS_FAILED = 'Failed to save your email setting. Please try again.';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.sm};
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** My Profile's switch for the unread-message emails (at most one a day per conversation). */
export function MessageEmailsCard() {
  const { enabled, loaded, save } = useMessageEmails();
  return (
    <Root as="section" aria-label="Message emails">
      <SectionLabel>Notifications</SectionLabel>
      <Checkbox
        label={MESSAGE_EMAILS_LABEL}
        checked={enabled ?? false}
        disabled={!loaded || save.isPending}
        onChange={(event) => save.mutate(event.target.checked, { onError: () => toast.error(MESSAGE_EMAILS_FAILED) })}
      />
      <Hint>At most one email a day for each conversation, with a link to it.</Hint>
    </Root>
  );
}
