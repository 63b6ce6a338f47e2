import { ButtonLink } from './Button';
import type { PageLink } from './DetailLayout';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { Container } from './Layout';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_HINT = 'The page you are looking for does not exist or has moved.';

export interface NotFoundNoticeProps {
  /** Where the user may go instead, e.g. the directory. */
  browse: PageLink;
  iconSize?: number;
}

/** The page of an address a remote does not know, with one way onward. */
export function NotFoundNotice({ browse, iconSize = 28 }: NotFoundNoticeProps) {
  return (
    <Container as="main">
      <EmptyState
        icon={<Icon name="compass" size={iconSize} />}
        title={NOT_FOUND_TITLE}
        hint={NOT_FOUND_HINT}
        action={<ButtonLink to={browse.to}>{browse.label}</ButtonLink>}
      />
    </Container>
  );
}
