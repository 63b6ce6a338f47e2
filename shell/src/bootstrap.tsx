import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@podbridge/shared/api';
import { initI18n } from '@podbridge/shared/i18n';
import { App } from './App';
import { capturePrerenderedArea } from './components/RemoteArea/PrerenderedArea';
import { ManifestErrorPage } from './pages/ManifestErrorPage/ManifestErrorPage';
import { DeploymentProvider } from './deployment';
import { loadDeployment } from './remotes';
import { SHELL_NAMESPACE } from './texts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The remote's page the site server sent inside this one stays on screen until the remote draws it itself.
capturePrerenderedArea();
const root = createRoot(container);

// The deployment and the texts of the chosen language load side by side; the page renders once both are here.
Promise.all([loadDeployment(), initI18n([SHELL_NAMESPACE])])
  .then(([{ manifest, config }]) => {
    configureApi({ baseURL: config.apiBaseUrl });
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree: taps and scrolls answer while the page builds.
    startTransition(() => {
      root.render(
        <DeploymentProvider manifest={manifest}>
          <App />
        </DeploymentProvider>,
      );
    });
  })
  .catch(async (error: unknown) => {
    // The error page speaks the visitor's language when its texts can still be loaded.
    await initI18n([SHELL_NAMESPACE]).catch(() => undefined);
    root.render(<ManifestErrorPage reason={error instanceof Error ? error.message : String(error)} />);
  });
