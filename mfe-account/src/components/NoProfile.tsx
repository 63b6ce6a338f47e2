import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, EmptyState, Icon, Stack, type IconName } from '@podbridge/kit';
import { useAccountTexts } from '../texts';

export interface NoProfileProps {
  message: string;
  icon: IconName;
  create: { to: string; text: string };
  /** Offers Go to Home beside the create link (My Profile). */
  withHome?: boolean;
}

/** A user without a profile of their type: how to create one, and on My Profile a way home. */
export function NoProfile({ message, icon, create, withHome = false }: NoProfileProps) {
  const { t } = useAccountTexts();
  const createLink = <ButtonLink to={create.to}>{create.text}</ButtonLink>;
  return (
    <Card>
      <EmptyState
        icon={<Icon name={icon} size={28} />}
        title={message}
        action={
          withHome ? (
            <Stack $direction="row" $gap="sm" $align="center">
              {createLink}
              <ButtonLink to={paths.home} variant="light">
                {t('actions.goHome')}
              </ButtonLink>
            </Stack>
          ) : (
            createLink
          )
        }
      />
    </Card>
  );
}
