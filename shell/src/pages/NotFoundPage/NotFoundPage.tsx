import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Container, EmptyState, Icon, useDocumentTitle } from '@podbridge/shared/ui';

export const NOT_FOUND_TITLE = 'Page not found';

/** Any path no route owns. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container>
      <EmptyState
        icon={<Icon name="compass" size={40} />}
        title={NOT_FOUND_TITLE}
        hint="The page you are looking for does not exist or has moved."
        action={<ButtonLink to={paths.home}>Go to Home</ButtonLink>}
      />
    </Container>
  );
}
