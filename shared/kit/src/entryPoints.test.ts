import { filesSharedWithRoot } from '@podbridge/shared/testing';

describe("the kit's entry points", () => {
  it.each(['listing.ts', 'remoteDialog.ts', 'reasonDialog.ts'])(
    '%s shares no file with the root: it takes the root parts from @podbridge/kit, so a page holds one copy of them',
    (entry) => {
      expect(filesSharedWithRoot(__dirname, entry)).toEqual([]);
    },
  );
});
