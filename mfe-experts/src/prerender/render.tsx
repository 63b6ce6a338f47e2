import type { Language } from '@podbridge/shared/languages';
import { DEFAULT_FILTERS, expertCategoriesKey, fetchExpertCategories } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import { remotePage, renderWithData, type PageWithData } from '@podbridge/shared/prerender';
import { expertsKey, fetchExperts } from '../api/getExperts';
import ExpertRoutes from '../exposes/routes';

/** The pages the site server renders with their data: the directory at its own address, without a query. */
export const RENDERED_PATHS = [paths.experts] as const;

/**
 * The expert directory's first page as a visitor who is not signed in first sees it, with the experts and the
 * categories it shows (asked of the API at `apiBaseUrl`), for the site server to send inside the page; null for every other path.
 */
export async function renderPage(path: string, language: Language, apiBaseUrl: string): Promise<PageWithData | null> {
  if (!(RENDERED_PATHS as readonly string[]).includes(path)) return null;
  return renderWithData((client) => remotePage(ExpertRoutes, path, client), language, {
    apiBaseUrl,
    load: (client) =>
      Promise.all([
        client.fetchQuery({
          queryKey: expertsKey(DEFAULT_FILTERS, null),
          queryFn: () => fetchExperts(DEFAULT_FILTERS),
        }),
        client.fetchQuery({ queryKey: expertCategoriesKey, queryFn: fetchExpertCategories }),
      ]),
  });
}
