import { Route, Routes } from 'react-router-dom';
import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/shared/ui';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { DashboardPage } from '../pages/Dashboard/DashboardPage';
import { PendingExpertsPage } from '../pages/PendingExperts/PendingExpertsPage';
import { PendingPodcastsPage } from '../pages/PendingPodcasts/PendingPodcastsPage';

/** The admin remote's screens; the shell provides the router, auth, toaster and the login guard. */
function AdminRoutes() {
  return (
    <Routes>
      <Route path={paths.admin} element={<DashboardPage />} />
      <Route path={paths.adminExperts} element={<PendingExpertsPage />} />
      <Route path={paths.adminExpertApproval} element={<PendingExpertsPage />} />
      <Route path={paths.adminPodcastApproval} element={<PendingPodcastsPage />} />
      <Route path="*" element={<NotFoundNotice browse={{ to: paths.admin, label: 'Admin Dashboard' }} />} />
    </Routes>
  );
}

export default AdminRoutes satisfies RemoteRoutesContract;
