import styled from 'styled-components';
import { Button, GlobalStyle, theme } from '@podbridge/shared/ui';

const Panel = styled.main`
  max-width: 560px;
  margin: 15vh auto;
  padding: ${theme.spacing.xl};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

export const MANIFEST_ERROR_TITLE = 'PodBridge could not start';

/** Shown when the deployment manifest or site configuration cannot be read: never a blank screen. */
export function ManifestErrorPage({ reason }: { reason: string }) {
  return (
    <>
      <GlobalStyle />
      <Panel role="alert">
        <h1>{MANIFEST_ERROR_TITLE}</h1>
        <p>The site&apos;s deployment manifest could not be loaded. Please try again in a moment.</p>
        <p>
          <small>{reason}</small>
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Panel>
    </>
  );
}
