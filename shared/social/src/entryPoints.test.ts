import { filesSharedWithRoot } from '@podbridge/shared/testing';

describe("@podbridge/social's entry points", () => {
  it('the comment thread shares no file with the likes and saves: it takes them from @podbridge/social', () => {
    expect(filesSharedWithRoot(__dirname, 'comments.ts')).toEqual([]);
  });
});
