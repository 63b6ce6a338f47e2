import styled from 'styled-components';
import { Button, GlobalStyle, theme } from '@podbridge/kit';
import { useShellTexts } from '../../texts';

const Panel = styled.main`
  max-width: 560px;
  margin: 15vh auto;
  padding: ${theme.spacing.xl};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

/** Shown when the deployment manifest or site configuration cannot be read: never a blank screen. */
export function ManifestErrorPage({ reason }: { reason: string }) {
  const { t } = useShellTexts();
  return (
    <>
      <GlobalStyle />
      <Panel role="alert">
        <h1>{t('startError.title')}</h1>
        <p>{t('startError.text')}</p>
        <p>
          <small>{reason}</small>
        </p>
        <Button onClick={() => window.location.reload()}>{t('startError.reload')}</Button>
      </Panel>
    </>
  );
}
