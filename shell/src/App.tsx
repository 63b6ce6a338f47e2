import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@podbridge/shared/router';
import styled from 'styled-components';
import { AuthProvider } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { GlobalStyle, lazyExport, PageSpinner, TOAST_OPTIONS } from '@podbridge/kit';
import { Footer } from './components/Footer/Footer';
import { NavBar } from './components/NavBar/NavBar';
import { ScrollManager } from './components/ScrollManager/ScrollManager';
import { SessionGate } from './components/SessionGate/SessionGate';
import { HomePage } from './pages/HomePage/HomePage';
import { RemoteRouter } from './routes/RemoteRouter';

// The home page is in the first load; the other shell pages (and the form and query libraries the contact page
// needs) come when they are opened. Toasts only ever follow an action, so their layer comes after the first paint.
const AboutPage = lazyExport(() => import('./pages/AboutPage/AboutPage'), 'AboutPage');
const ContactPage = lazy(async () => {
  const [{ ContactPage: Contact }, { QueryProvider }] = await Promise.all([
    import('./pages/ContactPage/ContactPage'),
    import('@podbridge/shared/query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <Contact />
      </QueryProvider>
    ),
  };
});
const FeaturedPage = lazyExport(() => import('./pages/FeaturedPage/FeaturedPage'), 'FeaturedPage');
const Toaster = lazyExport(() => import('react-hot-toast'), 'Toaster');

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/*
 * At least the screen under the navigation bar: the footer starts below the fold, so the page filling in (a remote,
 * then its data) moves nothing the visitor already sees.
 */
const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 65px);
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

/** The toast layer, mounted once the page has painted; a toast raised before then shows when it arrives. */
function DeferredToaster() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? (
    <Suspense fallback={null}>
      <Toaster {...TOAST_OPTIONS} />
    </Suspense>
  ) : null;
}

/** The page's providers: the router and the auth state every remote reads (the query cache comes with remotes). */
export function App() {
  return (
    <BrowserRouter>
      <SiteLayout />
    </BrowserRouter>
  );
}

/**
 * Everything under the router: the auth state, the scroll position, the navigation, the page and the footer (also
 * prerendered).
 */
export function SiteLayout() {
  return (
    <AuthProvider>
      <GlobalStyle />
      <ScrollManager />
      <Page>
        <NavBar />
        <Main id="main-content">
          <SessionGate>
            <ShellRoutes />
          </SessionGate>
        </Main>
        <Footer />
      </Page>
      <DeferredToaster />
    </AuthProvider>
  );
}
