import { Suspense } from 'react';
import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { lazyExport, PageSpinner } from '@podbridge/kit';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { PodcastDetailPage } from '../pages/PodcastDetail/PodcastDetailPage';
import { PodcastListPage } from '../pages/PodcastList/PodcastListPage';
import { PodcasterPage } from '../pages/PodcasterPage/PodcasterPage';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

// The forms (and the form library) load when one is opened: the listing and a podcast's page, which visitors land
// on, come without them.
const PodcastCreatePage = lazyExport(() => import('../pages/PodcastCreate/PodcastCreatePage'), 'PodcastCreatePage');
const PodcastEditPage = lazyExport(() => import('../pages/PodcastEdit/PodcastEditPage'), 'PodcastEditPage');

/** The podcasts remote's screens; the shell provides the router, auth, toaster and the login guard. */
function PodcastRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.podcasts} element={<PodcastListPage />} />
        <Route path={paths.podcastCreate} element={<PodcastCreatePage />} />
        <Route path={paths.podcastDetail} element={<PodcastDetailPage />} />
        <Route path={paths.podcastEdit} element={<PodcastEditPage />} />
        <Route path={paths.podcasterPage} element={<PodcasterPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export default PodcastRoutes satisfies RemoteRoutesContract;
