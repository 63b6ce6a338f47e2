import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@podbridge/shared/auth';
import { GlobalStyle } from '@podbridge/shared/ui';
import ExpertRoutes from './exposes/routes';

// Standalone run for this remote's team (`npm run dev -w mfe-experts`): a minimal host around the routes.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <AuthProvider>
        <GlobalStyle />
        <ExpertRoutes />
        <Toaster position="top-right" toastOptions={{ duration: 3000 }} />
      </AuthProvider>
    </BrowserRouter>,
  );
}
