import { useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import styled from 'styled-components';
import { HydratedRemoteSlot, isRemoteUpdated, RemoteSlot } from '@podbridge/shared/remotes';
import type { RemoteModules, RemoteName } from '@podbridge/shared/types';
import { paths } from '@podbridge/shared/paths';
import { Button, ButtonLink, PageSpinner, theme, wrap } from '@podbridge/kit';
import { useDeployment } from '../../deployment';
import { useShellTexts } from '../../texts';
import { reRegisterRemote } from '../../remotes';
import { REMOTE_AREA_NAMES } from '../../routes/routeTable';
import { PRERENDERED_AREA_ATTRIBUTE } from '../../deploymentElement';
import { forgetPrerenderedArea, PrerenderingContext, useCapturedArea } from './PrerenderedArea';

/** A card of at most 560 px, centred, with the page's side margin on a phone. */
const ErrorPanel = styled.section`
  margin: ${theme.spacing.xl} auto;
  width: min(560px, calc(100% - 2 * ${theme.spacing.md}));
  padding: ${theme.spacing.xl};
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};

  h2 {
    margin: 0 0 ${theme.spacing.sm};
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.text};
  }

  p {
    margin: 0 0 ${theme.spacing.lg};
    color: ${theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  ${wrap('sm')}
  justify-content: center;
`;

/** Exposed modules whose default export is a component without props: routes and home sections. */
export type RemoteAreaModuleId = {
  [Id in keyof RemoteModules]: RemoteModules[Id]['default'] extends ComponentType ? Id : never;
}[keyof RemoteModules];

interface Props {
  remote: RemoteName;
  module: RemoteAreaModuleId;
  /** What the area shows while the remote loads; a full-area spinner unless given. */
  loading?: ReactNode;
  /** A quieter stand-in for the error panel, for small areas such as the home page's sections. */
  unavailable?: ReactNode;
  /**
   * Load the remote only once the area comes near the screen (a section further down a page): a visitor who never
   * scrolls there downloads none of it. Until then the area shows `loading`, which holds its place.
   */
  whenNear?: boolean;
}

/** How close to the screen a deferred area starts loading: a little ahead of the reader's scrolling. */
const NEAR_SCREEN = '400px 0px';

/** One remote slot: loads the exposed module at run time, shows a spinner, contains any failure with a retry. */
export function RemoteArea({ whenNear = false, ...props }: Props) {
  // Where the browser cannot tell (no IntersectionObserver), the area loads at once.
  const { ref, inView } = useInView({
    rootMargin: NEAR_SCREEN,
    triggerOnce: true,
    skip: !whenNear,
    fallbackInView: true,
  });
  if (!whenNear) return <LoadedRemoteArea {...props} />;
  return <div ref={ref}>{inView ? <LoadedRemoteArea {...props} /> : (props.loading ?? <PageSpinner />)}</div>;
}

function LoadedRemoteArea({ remote, module, loading, unavailable }: Omit<Props, 'whenNear'>) {
  const { t } = useShellTexts();
  const deployment = useDeployment();
  const prerendering = useContext(PrerenderingContext);
  // Taken when the area first renders, and kept for as long as it stays: a later visit draws the page anew.
  const [captured] = useState(useCapturedArea(remote));
  useLayoutEffect(() => {
    if (captured) forgetPrerenderedArea();
  }, [captured]);
  const entry = deployment[remote];
  // Rendered ahead, no remote is loaded: the area is its placeholder, as the page's first render draws it.
  if (prerendering) return <>{loading ?? <PageSpinner />}</>;

  const slot = (
    <RemoteSlot
      module={module}
      available={!!entry}
      // The remote's entry may have been broken at first load: register it again so the retry fetches it anew.
      onRetry={() => entry && reRegisterRemote(remote, entry)}
      loading={loading ?? <PageSpinner />}
      fallback={(retry, error) =>
        // A remote released for a newer platform than this page's: only a reload helps, and a page's area says so
        // (a small section keeps its quiet stand-in).
        isRemoteUpdated(error) && !unavailable ? (
          <ErrorPanel role="alert" aria-label={t('remoteUpdated.label', { area: t(REMOTE_AREA_NAMES[remote]) })}>
            <h2>{t('remoteUpdated.title')}</h2>
            <p>{t('remoteUpdated.text')}</p>
            <Actions>
              <Button onClick={() => window.location.reload()}>{t('remoteUpdated.reload')}</Button>
            </Actions>
          </ErrorPanel>
        ) : (
          (unavailable ?? (
            <ErrorPanel role="alert" aria-label={t('remoteError.unavailable', { area: t(REMOTE_AREA_NAMES[remote]) })}>
              <h2>{t('remoteError.title')}</h2>
              <p>{t('remoteError.text')}</p>
              <Actions>
                <Button onClick={retry}>{t('remoteError.retry')}</Button>
                <ButtonLink to={paths.home} variant="outline">
                  {t('remoteError.home')}
                </ButtonLink>
              </Actions>
            </ErrorPanel>
          ))
        )
      }
    />
  );
  // The remote's page the site server sent is taken over where it stands.
  if (captured && entry) {
    return (
      <HydratedRemoteSlot
        module={module}
        markup={captured.element}
        pendingAttribute={PRERENDERED_AREA_ATTRIBUTE}
        fallback={slot}
      />
    );
  }
  return slot;
}
