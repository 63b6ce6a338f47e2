import { mockApi } from '@podbridge/shared/testing';
import { expertCommentsAdapter, expertLikeAdapter } from './expertSocial';

const reaction = (id: number, userId: number, reaction_type = 'like') => ({
  id,
  reaction_type,
  user: { id: userId, username: `user${userId}` },
  created_at: '2026-03-14T10:00:00Z',
});

describe('expertLikeAdapter', () => {
  it("counts the likes and knows whether one is the current user's", async () => {
    mockApi().onGet('/experts/profiles/3/reactions/').reply(200, [reaction(1, 7), reaction(2, 9), reaction(3, 7, 'love')]);
    await expect(expertLikeAdapter(3, 9).load()).resolves.toEqual({ liked: true, count: 2 });
    await expect(expertLikeAdapter(3, 8).load()).resolves.toEqual({ liked: false, count: 2 });
    await expect(expertLikeAdapter(3, null).load()).resolves.toEqual({ liked: false, count: 2 });
  });

  it("sends a 'like' reaction and reads 'reaction removed' as unliked, anything else as liked", async () => {
    mockApi()
      .onPost('/experts/profiles/3/react/')
      .replyOnce(200, { status: 'reaction added', likes_count: 5 })
      .onPost('/experts/profiles/3/react/')
      .replyOnce(200, { status: 'reaction removed', likes_count: 4 })
      .onPost('/experts/profiles/3/react/')
      .replyOnce(200, { status: 'reaction updated' });
    const adapter = expertLikeAdapter(3, 9);
    await expect(adapter.toggle()).resolves.toEqual({ liked: true, count: 5 });
    await expect(adapter.toggle()).resolves.toEqual({ liked: false, count: 4 });
    await expect(adapter.toggle()).resolves.toEqual({ liked: true });
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({ reaction_type: 'like' });
  });
});

describe('expertCommentsAdapter', () => {
  it('uses add_comment, edit_comment and delete_comment with the comment id in body or query', async () => {
    mockApi().onPost('/experts/profiles/3/add_comment/').reply(201, {});
    mockApi().onPut('/experts/profiles/3/edit_comment/').reply(200, {});
    mockApi().onDelete('/experts/profiles/3/delete_comment/').reply(204);
    const adapter = expertCommentsAdapter(3);
    await adapter.add('Great guest', 12);
    await adapter.edit(12, 'Updated');
    await adapter.remove(12);
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({ content: 'Great guest', parent: 12 });
    expect(JSON.parse(mockApi().history.put[0]?.data as string)).toEqual({ comment_id: 12, content: 'Updated' });
    expect(mockApi().history.delete[0]?.params).toEqual({ comment_id: 12 });
  });
});
