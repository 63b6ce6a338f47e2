import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import { NotFoundNotice } from '@podbridge/kit';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { adminPaths } from '../adminPaths';
import { DashboardPage } from '../pages/Dashboard/DashboardPage';
import { DigestsPage } from '../pages/Digests/DigestsPage';
import { AuditTrailPage } from '../pages/AuditTrail/AuditTrailPage';
import { ExpertQueuePage } from '../pages/ExpertQueue/ExpertQueuePage';
import { FailedMailPage } from '../pages/FailedMail/FailedMailPage';
import { PodcastQueuePage } from '../pages/PodcastQueue/PodcastQueuePage';
import { ReportsPage } from '../pages/Reports/ReportsPage';
import { TopicsPage } from '../pages/Topics/TopicsPage';
import { useAdminTexts } from '../texts';

/** The admin remote's screens; the shell provides the router, auth, toaster and the login guard. */
function AdminRoutes() {
  const { t } = useAdminTexts();
  return (
    <Routes>
      <Route path={paths.admin} element={<DashboardPage />} />
      <Route path={paths.adminExperts} element={<ExpertQueuePage />} />
      <Route path={paths.adminExpertApproval} element={<ExpertQueuePage />} />
      <Route path={paths.adminPodcastApproval} element={<PodcastQueuePage />} />
      <Route path={paths.adminReports} element={<ReportsPage />} />
      <Route path={paths.adminAudit} element={<AuditTrailPage />} />
      <Route path={adminPaths.topics} element={<TopicsPage />} />
      <Route path={adminPaths.digests} element={<DigestsPage />} />
      <Route path={adminPaths.failedMail} element={<FailedMailPage />} />
      <Route path="*" element={<NotFoundNotice browse={{ to: paths.admin, label: t('dashboard.title') }} />} />
    </Routes>
  );
}

export default AdminRoutes satisfies RemoteRoutesContract;
