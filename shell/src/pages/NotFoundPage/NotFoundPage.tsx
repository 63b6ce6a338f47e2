import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Container, EmptyState, Icon, useDocumentTitle } from '@podbridge/kit';
import { useShellTexts } from '../../texts';

/** Any path no route owns. */
export function NotFoundPage() {
  const { t } = useShellTexts();
  useDocumentTitle(t('titles.notFound'));
  return (
    <Container>
      <EmptyState
        icon={<Icon name="compass" size={40} />}
        title={t('notFound.title')}
        hint={t('notFound.hint')}
        action={<ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>}
      />
    </Container>
  );
}
