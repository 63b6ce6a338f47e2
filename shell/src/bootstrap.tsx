import { createRoot } from 'react-dom/client';
import { configureApi } from '@podbridge/shared/api';
import { App } from './App';
import { ManifestErrorPage } from './pages/ManifestErrorPage/ManifestErrorPage';
import { DeploymentProvider } from './deployment';
import { loadDeployment } from './remotes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

loadDeployment()
  .then(({ manifest, config }) => {
    configureApi({ baseURL: config.apiBaseUrl });
    root.render(
      <DeploymentProvider manifest={manifest}>
        <App />
      </DeploymentProvider>,
    );
  })
  .catch((error: unknown) => {
    root.render(<ManifestErrorPage reason={error instanceof Error ? error.message : String(error)} />);
  });
