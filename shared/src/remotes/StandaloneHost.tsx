import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@podbridge/shared/api';
import { AuthProvider } from '@podbridge/shared/auth';
import { GlobalStyle } from '@podbridge/shared/ui';

/** How long a toast stays (spec section 9), as in the shell. */
export const TOAST_DURATION_MS = 3000;

/** The minimal host a remote runs in on its own (`npm run dev -w mfe-<name>`): what the shell gives it on the site. */
export function StandaloneHost({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <BrowserRouter>
        <AuthProvider>
          <GlobalStyle />
          {children}
          <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
        </AuthProvider>
      </BrowserRouter>
    </QueryProvider>
  );
}
