import styled from 'styled-components';
import { wrap } from './layoutRules';
import { ButtonLink } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { Container } from './Layout';
import { useTranslation } from 'react-i18next';

export interface NotFoundNoticeProps {
  /** Where the user may go instead, e.g. the directory. */
  browse: { to: string; label: string };
  iconSize?: number;
  /** What was not found, e.g. 'Podcast not found'; 'Page not found' unless given. */
  title?: string;
  hint?: string;
}

/** The page of an address or an item that is not there, with the way onward and the way home. */
export function NotFoundNotice({ browse, iconSize = 28, title, hint }: NotFoundNoticeProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <EmptyState
        icon={<Icon name="compass" size={iconSize} />}
        title={title ?? t('notFound.title')}
        hint={hint ?? t('notFound.hint')}
        action={
          <Actions>
            <ButtonLink to={browse.to}>{browse.label}</ButtonLink>
            <ButtonLink to="/" variant="outline">
              {t('notFound.home')}
            </ButtonLink>
          </Actions>
        }
      />
    </Container>
  );
}

const Actions = styled.div`
  ${wrap('sm')}
  justify-content: center;
`;
