import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { PodcastCreatePage } from '../pages/PodcastCreate/PodcastCreatePage';
import { PodcastDetailPage } from '../pages/PodcastDetail/PodcastDetailPage';
import { PodcastEditPage } from '../pages/PodcastEdit/PodcastEditPage';
import { PodcastListPage } from '../pages/PodcastList/PodcastListPage';

/** The podcasts remote's screens; the shell provides the router, auth, toaster and the login guard. */
function PodcastRoutes() {
  return (
    <Routes>
      <Route path={paths.podcasts} element={<PodcastListPage />} />
      <Route path={paths.podcastCreate} element={<PodcastCreatePage />} />
      <Route path={paths.podcastDetail} element={<PodcastDetailPage />} />
      <Route path={paths.podcastEdit} element={<PodcastEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default PodcastRoutes satisfies RemoteRoutesContract;
