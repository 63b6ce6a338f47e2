import styled from 'styled-components';
import { ButtonLink } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { Container } from './Layout';
import { theme } from './theme';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_HINT = 'The page you are looking for does not exist or has moved.';

export interface NotFoundNoticeProps {
  /** Where the user may go instead, e.g. the directory. */
  browse: { to: string; label: string };
  iconSize?: number;
  /** What was not found, e.g. 'Podcast not found'; 'Page not found' unless given. */
  title?: string;
  hint?: string;
}

/** The page of an address or an item that is not there, with the way onward and the way home. */
export function NotFoundNotice({
  browse,
  iconSize = 28,
  title = NOT_FOUND_TITLE,
  hint = NOT_FOUND_HINT,
}: NotFoundNoticeProps) {
  return (
    <Container>
      <EmptyState
        icon={<Icon name="compass" size={iconSize} />}
        title={title}
        hint={hint}
        action={
          <Actions>
            <ButtonLink to={browse.to}>{browse.label}</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Go to the home page
            </ButtonLink>
          </Actions>
        }
      />
    </Container>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing.sm};
`;
