import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@podbridge/shared/standalone';
import AdminRoutes from './exposes/routes';

// Standalone run for this remote's team (`npm run dev -w mfe-admin`): a minimal host around the routes.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost>
      <AdminRoutes />
    </StandaloneHost>,
  );
}
