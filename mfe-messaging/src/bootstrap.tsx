import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@podbridge/shared/standalone';
import MessagingRoutes from './exposes/routes';

// Standalone run for this remote's team (`npm run dev -w mfe-messaging`): a minimal host around the routes.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHost>
      <MessagingRoutes />
    </StandaloneHost>,
  );
}
