import { Suspense, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from '@podbridge/shared/router';
import { QueryProvider } from '@podbridge/shared/query';
import { AuthProvider } from '@podbridge/shared/auth';
import { initI18n } from '@podbridge/shared/i18n';
import { GlobalStyle, PageSpinner, TOAST_OPTIONS } from '@podbridge/kit';

// The remote's own namespace loads when its first screen asks for it.
void initI18n([]);

/** The minimal host a remote runs in on its own (`npm run dev -w mfe-<name>`): what the shell gives it on the site. */
export function StandaloneHost({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <BrowserRouter>
        <AuthProvider>
          <GlobalStyle />
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          <Toaster {...TOAST_OPTIONS} />
        </AuthProvider>
      </BrowserRouter>
    </QueryProvider>
  );
}
