import { DEFAULT_FILTERS } from '@podbridge/kit/listing';
import { paths } from '@podbridge/shared/paths';
import { serverRender } from '@podbridge/shared/prerender';
import { categoriesKey, fetchCategories } from '../api/getCategories';
import { fetchPodcasts, podcastsKey } from '../api/getPodcasts';
import PodcastRoutes from '../exposes/routes';

/**
 * The podcasts directory at its own address, without a query, as a visitor who is not signed in first sees it,
 * with the podcasts and categories it shows: for the site server to send inside the page.
 */
export const { RENDERED_PATHS, renderPage } = serverRender(PodcastRoutes, [paths.podcasts], (client) =>
  Promise.all([
    client.fetchQuery({ queryKey: podcastsKey(DEFAULT_FILTERS, null), queryFn: () => fetchPodcasts(DEFAULT_FILTERS) }),
    client.fetchQuery({ queryKey: categoriesKey, queryFn: fetchCategories }),
  ]),
);
