import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, CardTitle, Stack } from '@podbridge/kit';
import { useAccountTexts } from '../../texts';

/** An admin's side of My Profile: what the role is for and the way to the dashboard. */
export function AdminCard() {
  const { t } = useAccountTexts();
  return (
    <Card as="section" aria-labelledby="profile-admin">
      <Stack $gap="md" $align="flex-start">
        <CardTitle id="profile-admin">{t('profile.admin.title')}</CardTitle>
        <p>{t('profile.admin.text')}</p>
        <ButtonLink to={paths.admin}>{t('profile.admin.open')}</ButtonLink>
      </Stack>
    </Card>
  );
}

/** A listener's side of My Profile: what the account can do. */
export function ListenerCard() {
  const { t } = useAccountTexts();
  return (
    <Card as="section" aria-labelledby="profile-listener">
      <Stack $gap="md" $align="flex-start">
        <CardTitle id="profile-listener">{t('profile.listener.title')}</CardTitle>
        <p>{t('profile.listener.text')}</p>
        <ButtonLink to={paths.saved} variant="outline">
          {t('profile.listener.saved')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
