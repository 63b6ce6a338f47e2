import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { ExpertCreatePage } from '../pages/ExpertCreate/ExpertCreatePage';
import { ExpertDetailPage } from '../pages/ExpertDetail/ExpertDetailPage';
import { ExpertEditPage } from '../pages/ExpertEdit/ExpertEditPage';
import { ExpertListPage } from '../pages/ExpertList/ExpertListPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';

/** The experts remote's screens; the shell provides the router, auth, toaster and the login guard. */
function ExpertRoutes() {
  return (
    <Routes>
      <Route path={paths.experts} element={<ExpertListPage />} />
      <Route path={paths.expertCreate} element={<ExpertCreatePage />} />
      <Route path={paths.expertDetail} element={<ExpertDetailPage />} />
      <Route path={paths.expertEdit} element={<ExpertEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default ExpertRoutes satisfies RemoteRoutesContract;
