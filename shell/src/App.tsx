import { lazy, Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { QueryProvider } from '@podbridge/shared/api';
import { AuthProvider } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { TOAST_DURATION_MS } from '@podbridge/shared/remotes';
import { GlobalStyle, PageSpinner } from '@podbridge/shared/ui';
import { Footer } from './components/Footer/Footer';
import { NavBar } from './components/NavBar/NavBar';
import { SessionGate } from './components/SessionGate/SessionGate';
import { HomePage } from './pages/HomePage/HomePage';
import { RemoteRouter } from './routes/RemoteRouter';

// The home page is in the first load; the other shell pages (and the form library the contact page needs) come
// when they are opened.
const AboutPage = lazy(async () => ({ default: (await import('./pages/AboutPage/AboutPage')).AboutPage }));
const ContactPage = lazy(async () => ({ default: (await import('./pages/ContactPage/ContactPage')).ContactPage }));
const FeaturedPage = lazy(async () => ({ default: (await import('./pages/FeaturedPage/FeaturedPage')).FeaturedPage }));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** The shell's own routes first; every other path goes to the remote that owns it. */
export function ShellRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.featured} element={<FeaturedPage />} />
        <Route path={paths.expertCreationShortcut} element={<Navigate to={paths.expertCreate} replace />} />
        <Route path={paths.podcastCreationShortcut} element={<Navigate to={paths.podcastCreate} replace />} />
        <Route path={paths.messagingShortcut} element={<Navigate to={paths.messages} replace />} />
        <Route path="*" element={<RemoteRouter />} />
      </Routes>
    </Suspense>
  );
}

/** The page's providers: the one query cache, the router and the auth state every remote reads. */
export function App() {
  return (
    <QueryProvider>
      <BrowserRouter>
        <AuthProvider>
          <GlobalStyle />
          <Page>
            <NavBar />
            <Main id="main-content">
              <SessionGate>
                <ShellRoutes />
              </SessionGate>
            </Main>
            <Footer />
          </Page>
          <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
        </AuthProvider>
      </BrowserRouter>
    </QueryProvider>
  );
}
