import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wrap } from './layoutRules';
import { describeApiError } from '@podbridge/shared/api';
import { Alert } from './Alert';
import { ButtonLink } from './Button';
import { Container, Stack } from './Layout';
import { NotFoundNotice } from './NotFoundNotice';
import { media, theme } from './theme';
import { useTranslation } from 'react-i18next';

const Grid = styled(Container)<{ $sideWidth: string }>`
  display: grid;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
  ${media.lg} {
    grid-template-columns: ${({ $sideWidth }) => $sideWidth} minmax(0, 1fr);
    align-items: start;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export interface DetailLayoutProps {
  /** Width of the side column (cover, picture) from large screens on, e.g. '340px'. */
  sideWidth: string;
  /** The side column, the main column, then what spans both (the comments). */
  children: ReactNode;
}

/** A detail page's body: a side column beside the main one on large screens, the last child under both. */
export function DetailLayout({ sideWidth, children }: DetailLayoutProps) {
  return <Grid $sideWidth={sideWidth}>{children}</Grid>;
}

/** The padded container of a page that shows only a notice (loading failed, not allowed). */
export const PageNotice = styled(Container)`
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** A button link's address and text, e.g. Back to Podcasts. */
export interface PageLink {
  to: string;
  label: string;
}

/** A notice followed by the way back, e.g. to the directory. */
export function WithBackLink({ back, children }: { back: PageLink; children: ReactNode }) {
  return (
    <Stack>
      {children}
      <div>
        <ButtonLink to={back.to} variant="light">
          {back.label}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The failed load: its `error` (the page reads its status and the server's `detail`), or those two already read. */
type LoadFailure = { error: unknown } | { status: number | null; detail: string | null };

export type DetailLoadErrorProps = LoadFailure & {
  /** e.g. 'Podcast not found'. */
  notFound: string;
  /** e.g. 'Error fetching podcast details'; the server's `detail` is shown instead when there is one. */
  failure: string;
  back: PageLink;
};

/** A detail page whose item did not load: not found (404) as a warning, anything else as an error. */
export function DetailLoadError({ notFound, failure, back, ...load }: DetailLoadErrorProps) {
  const { t } = useTranslation();
  const { status, detail } = 'error' in load ? describeApiError(load.error) : load;
  if (status === 404) return <NotFoundNotice title={notFound} hint={t('notFound.itemHint')} browse={back} />;
  return (
    <PageNotice>
      <WithBackLink back={back}>
        <Alert variant="error">{detail ?? failure}</Alert>
      </WithBackLink>
    </PageNotice>
  );
}

/**
 * A detail page's facts as a definition list: names above values on a phone, beside them from small tablets on.
 * A page styles its own `dt`, `dd` and links further.
 */
export const FactList = styled.dl`
  display: grid;
  gap: ${theme.spacing.xs} ${theme.spacing.lg};
  margin-top: ${theme.spacing.lg};
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    overflow-wrap: anywhere;
    margin-bottom: ${theme.spacing.xs};
  }
`;

/** The badges under a detail page's title. */
export const HeaderBadges = styled.div`
  ${wrap('sm')}
`;
