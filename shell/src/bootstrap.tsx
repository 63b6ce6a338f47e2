import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@podbridge/shared/api';
import { Committed } from '@podbridge/shared/remotes';
import { initI18n } from '@podbridge/shared/i18n';
import { App } from './App';
import { capturePrerenderedArea } from './components/RemoteArea/PrerenderedArea';
import { ManifestErrorPage } from './pages/ManifestErrorPage/ManifestErrorPage';
import { DeploymentProvider } from './deployment';
import { loadDeployment } from './remotes';
import { SHELL_NAMESPACE } from './texts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A page the site server sent rendered (a signed-out visitor's public page) is hydrated where it stands, with the
// remote's page inside it, which its remote then takes over; any other page is drawn here. The server sends it
// inert: nothing in it answers (a language chosen, a menu opened) before the page does.
const sentRendered = container.hasChildNodes();
const answer = () => container.removeAttribute('inert');
capturePrerenderedArea();

// The deployment and the texts of the chosen language load side by side; the page renders once both are here.
Promise.all([loadDeployment(), initI18n([SHELL_NAMESPACE])])
  .then(([{ manifest, config }]) => {
    configureApi({ baseURL: config.apiBaseUrl });
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree: taps and scrolls answer while the page builds.
    startTransition(() => {
      const app = (
        <Committed onCommitted={answer}>
          <DeploymentProvider manifest={manifest}>
            <App />
          </DeploymentProvider>
        </Committed>
      );
      // Markup React cannot match (a browser in another language than the page was sent in) is drawn anew by React.
      if (sentRendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  })
  .catch(async (error: unknown) => {
    // The error page speaks the visitor's language when its texts can still be loaded.
    await initI18n([SHELL_NAMESPACE]).catch(() => undefined);
    answer();
    createRoot(container).render(<ManifestErrorPage reason={error instanceof Error ? error.message : String(error)} />);
  });
