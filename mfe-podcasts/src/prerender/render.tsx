import type { Language } from '@podbridge/shared/languages';
import { DEFAULT_FILTERS } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import { remotePage, renderWithData, type PageWithData } from '@podbridge/shared/prerender';
import { categoriesKey, fetchCategories } from '../api/getCategories';
import { fetchPodcasts, podcastsKey } from '../api/getPodcasts';
import PodcastRoutes from '../exposes/routes';

/** The pages the site server renders with their data: the directory at its own address, without a query. */
export const RENDERED_PATHS = [paths.podcasts] as const;

/**
 * The podcasts directory's first page as a visitor who is not signed in first sees it, with the podcasts and
 * categories it shows (asked of the API at `apiBaseUrl`), for the site server to send inside the page; null for
 * every other path.
 */
export async function renderPage(path: string, language: Language, apiBaseUrl: string): Promise<PageWithData | null> {
  if (!(RENDERED_PATHS as readonly string[]).includes(path)) return null;
  return renderWithData((client) => remotePage(PodcastRoutes, path, client), language, {
    apiBaseUrl,
    load: (client) =>
      Promise.all([
        client.fetchQuery({
          queryKey: podcastsKey(DEFAULT_FILTERS, null),
          queryFn: () => fetchPodcasts(DEFAULT_FILTERS),
        }),
        client.fetchQuery({ queryKey: categoriesKey, queryFn: fetchCategories }),
      ]),
  });
}
