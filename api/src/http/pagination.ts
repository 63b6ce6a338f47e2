export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export interface PageEnvelope<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

/** The page asked for; page_size is clamped to MAX_PAGE_SIZE (the schema already refused values below 1). */
export function pageRequest(query: { page?: number; page_size?: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The envelope for one page. `requestUrl` is the absolute URL of this request; next and previous keep its other
 * query parameters. Past the end, previous points at the last page so a client can find its way back.
 */
export function pageEnvelope<Item>(
  request: PageRequest,
  count: number,
  results: Item[],
  requestUrl: URL,
): PageEnvelope<Item> {
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  const linkTo = (page: number): string => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    next: request.page < lastPage ? linkTo(request.page + 1) : null,
    previous: request.page > 1 ? linkTo(Math.min(request.page - 1, lastPage)) : null,
    results,
  };
}
