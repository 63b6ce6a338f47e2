import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Container, EmptyState, Icon } from '@podbridge/shared/ui';

export function NotFoundPage() {
  return (
    <Container as="main">
      <EmptyState
        icon={<Icon name="compass" size={28} />}
        title="Page not found"
        hint="The page you are looking for does not exist or has moved."
        action={<ButtonLink to={paths.experts}>Browse Experts</ButtonLink>}
      />
    </Container>
  );
}
