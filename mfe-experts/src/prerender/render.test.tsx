/** @jest-environment node */
import { DEFAULT_FILTERS } from '@podbridge/kit/listing';
import { expertCategoriesKey } from '../api/expertCategories';
import { mockApi, textOf } from '@podbridge/shared/testing';
import { expertsKey } from '../api/getExperts';
import { makeExpert } from '../testing/expertFixtures';
import { renderPage, RENDERED_PATHS } from './render';

const API = 'https://api.podbridge.test/api';
const categories = [{ id: 5, name: 'Climate Science' }];
const experts = [makeExpert({ id: 1, name: 'Dr. Sara Lind' }), makeExpert({ id: 2, name: 'Jonas Berg' })];

describe("the expert directory's server render", () => {
  it('draws the first page with the experts and categories the API gives a visitor, and hands over that state', async () => {
    mockApi().onGet('/experts/categories/').reply(200, categories);
    mockApi().onGet('/experts/').reply(200, { count: 2, next: null, previous: null, results: experts });
    const page = await renderPage('/experts', 'en', API);

    expect(page!.markup).toMatch(/<h1[^>]*>Find Your Expert<\/h1>/);
    expect(textOf(page!.markup)).toContain('Dr. Sara Lind');
    expect(textOf(page!.markup)).toContain('Jonas Berg');
    expect(page!.markup).not.toContain('role="status"');
    expect(page!.markup).toMatch(/<option value="5">Climate Science<\/option>/);
    const [list] = mockApi().history.get.filter((call) => call.url === '/experts/');
    expect(list!.params).toEqual({ page: 1, page_size: 12 });
    expect(list!.baseURL).toBe(API);
    const state = page!.state as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(state.queries[0]!.queryKey).toEqual([...expertsKey(DEFAULT_FILTERS, null)]);
    expect(state.queries[0]!.state.data).toEqual({ experts, count: 2 });
    expect(state.queries[1]!.queryKey).toEqual([...expertCategoriesKey]);
    expect(state.queries[1]!.state.data).toEqual(categories);

    expect((await renderPage('/experts', 'sv', API))!.markup).toMatch(/<h1[^>]*>Hitta din expert<\/h1>/);
  });

  it('renders the directory only, and fails when the API does', async () => {
    expect(RENDERED_PATHS).toEqual(['/experts']);
    expect(await renderPage('/experts/3', 'en', API)).toBeNull();
    mockApi().onGet('/experts/categories/').reply(200, categories);
    mockApi().onGet('/experts/').networkError();
    await expect(renderPage('/experts', 'en', API)).rejects.toThrow();
  });
});
