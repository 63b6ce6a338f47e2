import { dehydrate } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '@podbridge/shared/page-hints';
import { createQueryClient, hydrateFromPage } from './queryClient';

/** The page as the site server sends it with a server state: the element in its head. */
function sendState(text: string) {
  const element = document.createElement('script');
  element.id = QUERY_STATE_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.appendChild(element);
}

describe('hydrateFromPage', () => {
  afterEach(() => document.getElementById(QUERY_STATE_ELEMENT_ID)?.remove());

  it('starts the query cache from the answers the page was drawn with, once', () => {
    const server = createQueryClient();
    server.setQueryData(['podcasts', 'list', null, { page: 1, search: '', category: '' }], { count: 14 });
    sendState(JSON.stringify(dehydrate(server)));

    const client = createQueryClient();
    hydrateFromPage(client);
    expect(client.getQueryData(['podcasts', 'list', null, { category: '', page: 1, search: '' }])).toEqual({
      count: 14,
    });
    // Taken: a client made later (after a sign-out, say) does not start from answers that have aged.
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull();
    const later = createQueryClient();
    hydrateFromPage(later);
    expect(later.getQueryCache().getAll()).toHaveLength(0);
  });

  it('leaves the cache empty when the page has no state or an unreadable one', () => {
    const client = createQueryClient();
    hydrateFromPage(client);
    sendState('{"queries": [');
    hydrateFromPage(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull();
  });
});
