import { paths } from '@podbridge/shared/paths';
import { Alert, Card, NoticeCard, Stack, WithBackLink } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';

/** Not signed in: the message, Go to Login, and the redirect to /login after 2 s. */
export function AuthenticationRequired() {
  const { t } = useExpertTexts();
  return (
    <NoticeCard
      icon="user"
      title={t('create.authTitle')}
      hint={
        <Stack $gap="sm">
          <span>{t('create.loginRequired')}</span>
          <span>{t('create.redirectingLogin')}</span>
        </Stack>
      }
      next={{ to: paths.login, label: t('create.goToLogin') }}
    />
  );
}

/** Signed in as a podcaster or listener: the message and the redirect home after 2 s. */
export function ExpertsOnly() {
  const { t } = useExpertTexts();
  return (
    <Card>
      <WithBackLink back={{ to: paths.home, label: t('create.backToHome') }}>
        <Alert variant="error" title={t('create.expertAccountRequired')}>
          {t('create.expertsOnly')}
        </Alert>
        <p>{t('create.redirectingHome')}</p>
      </WithBackLink>
    </Card>
  );
}

/** The user already has a profile: one per expert. */
export function ProfileAlreadyExists() {
  const { t } = useExpertTexts();
  return (
    <NoticeCard
      icon="check"
      title={t('create.existsTitle')}
      hint={t('create.existsHint')}
      next={{ to: paths.experts, label: t('create.viewMyProfile') }}
      back={{ to: paths.home, label: t('create.backToHome') }}
    />
  );
}
