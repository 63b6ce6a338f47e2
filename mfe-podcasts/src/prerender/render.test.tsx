/** @jest-environment node */
import { DEFAULT_FILTERS } from '@podbridge/kit/listing';
import { mockApi, textOf } from '@podbridge/shared/testing';
import { categoriesKey } from '../api/getCategories';
import { podcastsKey } from '../api/getPodcasts';
import { makePodcast } from '../testing/podcastFixtures';
import { renderPage, RENDERED_PATHS } from './render';

const API = 'https://api.podbridge.test/api';
const categories = [{ id: 3, name: 'Science' }];
const podcasts = [
  makePodcast({ id: 1, title: 'Climate Conversations' }),
  makePodcast({ id: 2, title: 'Founders at Dawn' }),
];

describe("the podcasts directory's server render", () => {
  it('draws the first page with the podcasts and categories the API gives a visitor, and hands over that state', async () => {
    mockApi().onGet('/podcasts/categories/').reply(200, categories);
    mockApi().onGet('/podcasts/').reply(200, { count: 14, next: null, previous: null, results: podcasts });
    const page = await renderPage('/podcasts', 'en', API);

    expect(page!.markup).toMatch(/<h1[^>]*>Discover Podcasts<\/h1>/);
    expect(textOf(page!.markup)).toContain('Climate Conversations');
    expect(textOf(page!.markup)).toContain('Founders at Dawn');
    expect(page!.markup).toMatch(/<option value="3">Science<\/option>/);
    expect(page!.markup).not.toContain('role="status"');
    expect(page!.styles).toMatch(/^<style data-styled="true"/);
    // Asked as a visitor: the first page, 12 to a page, at the API's address; no token.
    const [list] = mockApi().history.get.filter((call) => call.url === '/podcasts/');
    expect(list!.params).toEqual({ page: 1, page_size: 12 });
    expect(list!.baseURL).toBe(API);
    expect(list!.headers?.Authorization).toBeUndefined();
    // The state carries the answers under the keys the live page asks with, so it starts from them.
    // (The cards' like states, which the list's answer seeds, come along.)
    const state = page!.state as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(state.queries.map((query) => query.queryKey).slice(0, 2)).toEqual([
      [...podcastsKey(DEFAULT_FILTERS, null)],
      [...categoriesKey],
    ]);
    expect(state.queries[0]!.state.data).toEqual({ podcasts, count: 14 });
    expect(state.queries[1]!.state.data).toEqual(categories);

    const swedish = await renderPage('/podcasts', 'sv', API);
    expect(swedish!.markup).toMatch(/<h1[^>]*>Upptäck poddar<\/h1>/);
  });

  it('renders the directory only, and fails when the API does (the page then goes without it)', async () => {
    expect(RENDERED_PATHS).toEqual(['/podcasts']);
    expect(await renderPage('/podcasts/1', 'en', API)).toBeNull();
    mockApi().onGet('/podcasts/categories/').reply(200, categories);
    mockApi().onGet('/podcasts/').reply(503, { detail: 'Service unavailable' });
    await expect(renderPage('/podcasts', 'en', API)).rejects.toThrow();
  });
});
