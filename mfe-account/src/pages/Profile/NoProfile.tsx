import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, EmptyState, Icon, Stack, type IconName } from '@podbridge/shared/ui';

export interface NoProfileProps {
  message: string;
  icon: IconName;
  create: { to: string; text: string };
}

/** A user without a profile of their type: how to create one, or go home (spec section 2). */
export function NoProfile({ message, icon, create }: NoProfileProps) {
  return (
    <Card>
      <EmptyState
        icon={<Icon name={icon} size={28} />}
        title={message}
        action={
          <Stack $direction="row" $gap="sm" $align="center">
            <ButtonLink to={create.to}>{create.text}</ButtonLink>
            <ButtonLink to={paths.home} variant="light">
              Go to Home
            </ButtonLink>
          </Stack>
        }
      />
    </Card>
  );
}
