import { DEFAULT_FILTERS } from '@podbridge/kit/listing';
import { expertCategoriesKey, fetchExpertCategories } from '../api/expertCategories';
import { paths } from '@podbridge/shared/paths';
import { serverRender } from '@podbridge/shared/prerender';
import { expertsKey, fetchExperts } from '../api/getExperts';
import ExpertRoutes from '../exposes/routes';

/**
 * The expert directory at its own address, without a query, as a visitor who is not signed in first sees it, with
 * the experts and categories it shows: for the site server to send inside the page.
 */
export const { RENDERED_PATHS, renderPage } = serverRender(ExpertRoutes, [paths.experts], (client) =>
  Promise.all([
    client.fetchQuery({ queryKey: expertsKey(DEFAULT_FILTERS, null), queryFn: () => fetchExperts(DEFAULT_FILTERS) }),
    client.fetchQuery({ queryKey: expertCategoriesKey, queryFn: fetchExpertCategories }),
  ]),
);
