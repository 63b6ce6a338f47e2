import { mockApi } from '../testing';
import { api, fillPath } from './typed';

describe('the typed API layer', () => {
  it('fills path parameters, encoded, and says which one is missing', () => {
    expect(fillPath('/podcasts/{id}/comments/{comment_id}/', { id: 7, comment_id: 12 })).toBe(
      '/podcasts/7/comments/12/',
    );
    expect(fillPath('/users/search/{name}/', { name: 'a/b c' })).toBe('/users/search/a%2Fb%20c/');
    expect(() => fillPath('/podcasts/{id}/', {})).toThrow('/podcasts/{id}/ needs the path parameter id');
  });

  it('sends the method, the filled path, the query and the body through the API client, and answers its JSON', async () => {
    mockApi()
      .onGet('/podcasts/', { params: { search: 'climate', page: 2 } })
      .reply(200, { count: 0, next: null, previous: null, results: [] });
    await expect(api.get('/podcasts/', { query: { search: 'climate', page: 2 } })).resolves.toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    mockApi().onPost('/admin_dashboard/podcasts/3/reject/', { reason: 'Not a podcast' }).reply(200, { id: 3 });
    await expect(
      api.post('/admin_dashboard/podcasts/{id}/reject/', { path: { id: 3 }, body: { reason: 'Not a podcast' } }),
    ).resolves.toEqual({
      id: 3,
    });
  });

  it('is checked against the contract when it compiles', () => {
    // Each line below fails the typecheck (and so this test) once the contract and the call disagree.
    const calls = [
      // @ts-expect-error a path the API does not have
      () => api.get('/podcastz/'),
      // @ts-expect-error a path parameter left out
      () => api.get('/podcasts/{id}/'),
      // @ts-expect-error a query parameter the API does not take
      () => api.get('/podcasts/', { query: { sort: 'new' } }),
      // @ts-expect-error a method the path does not have
      () => api.put('/podcasts/featured/'),
      // @ts-expect-error a body field the API does not take
      () => api.post('/admin_dashboard/podcasts/{id}/reject/', { path: { id: 3 }, body: { why: 'x' } }),
      // @ts-expect-error a body the API requires, left out
      () => api.post('/admin_dashboard/podcasts/{id}/reject/', { path: { id: 3 } }),
      // @ts-expect-error a body where the API takes none
      () => api.get('/podcasts/{id}/', { path: { id: 3 }, body: { title: 'x' } }),
    ];
    const answer = async () => {
      const stats = await api.get('/admin_dashboard/stats/');
      // @ts-expect-error a response field the API does not send
      return stats.total_listeners;
    };
    expect(calls).toHaveLength(7);
    expect(answer).toBeInstanceOf(Function);
  });
});
