import { Suspense } from 'react';
import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { lazyExport, PageSpinner } from '@podbridge/kit';
import { ExpertDetailPage } from '../pages/ExpertDetail/ExpertDetailPage';
import { ExpertListPage } from '../pages/ExpertList/ExpertListPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

// The forms (and the form library) load when one is opened: the directory and an expert's page, which visitors
// land on, come without them.
const ExpertCreatePage = lazyExport(() => import('../pages/ExpertCreate/ExpertCreatePage'), 'ExpertCreatePage');
const ExpertEditPage = lazyExport(() => import('../pages/ExpertEdit/ExpertEditPage'), 'ExpertEditPage');

/** The experts remote's screens; the shell provides the router, auth, toaster and the login guard. */
function ExpertRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.experts} element={<ExpertListPage />} />
        <Route path={paths.expertCreate} element={<ExpertCreatePage />} />
        <Route path={paths.expertDetail} element={<ExpertDetailPage />} />
        <Route path={paths.expertEdit} element={<ExpertEditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export default ExpertRoutes satisfies RemoteRoutesContract;
