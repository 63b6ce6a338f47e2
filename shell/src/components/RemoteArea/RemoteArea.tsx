import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, PageSpinner, theme } from '@podbridge/shared/ui';
import type { RemoteName } from '@podbridge/shared/types';
import { useDeployment } from '../../deployment';
import { reRegisterRemote } from '../../remotes';
import { REMOTE_AREA_NAMES } from '../../routes/routeTable';
import { loadRemoteModule, type RemoteModuleId } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export const REMOTE_ERROR_TITLE = 'This part of PodBridge could not be loaded';
export const REMOTE_ERROR_TEXT =
  'The rest of the site still works. Check your connection and try again in a moment.';

const ErrorPanel = styled.section`
  margin: ${theme.spacing.xl} auto;
  max-width: 560px;
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

interface Props {
  remote: RemoteName;
  module: RemoteModuleId;
  /** What the area shows while the remote loads; a full-area spinner unless given. */
  loading?: ReactNode;
  /** A quieter stand-in for the error panel, for small areas such as the home page's sections. */
  unavailable?: ReactNode;
}

/** One remote slot: loads the exposed module at run time, shows a spinner, contains any failure with a retry. */
export function RemoteArea({ remote, module, loading, unavailable }: Props) {
  const deployment = useDeployment();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo<ComponentType>(
    () =>
      lazy(async () => {
        if (!deployment[remote]) throw new Error(`The ${remote} remote is not deployed`);
        return loadRemoteModule(module);
      }),
    // A new attempt builds a new lazy component, so a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, remote, deployment, attempt],
  );

  const retry = () => {
    const entry = deployment[remote];
    if (entry) reRegisterRemote(remote, entry);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${module}:${attempt}`}
      onRetry={retry}
      fallback={(onRetry) =>
        unavailable ?? (
        <ErrorPanel role="alert" aria-label={`${REMOTE_AREA_NAMES[remote]} unavailable`}>
          <h2>{REMOTE_ERROR_TITLE}</h2>
          <p>{REMOTE_ERROR_TEXT}</p>
          <Button onClick={onRetry}>Try again</Button>
        </ErrorPanel>
        )
      }
    >
      <Suspense fallback={loading ?? <PageSpinner />}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
