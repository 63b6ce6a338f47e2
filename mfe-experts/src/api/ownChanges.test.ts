import { QueryClient } from '@tanstack/react-query';
import { announceChange } from '@podbridge/shared/query';
import './ownChanges';

describe('changes announced to the experts remote', () => {
  it("mark its own queries stale in the client the change was made in, and nobody else's", async () => {
    const client = new QueryClient();
    client.setQueryData(['experts', 'list', {}], []);
    client.setQueryData(['saved', 1], []);
    await announceChange('experts', client);
    expect(client.getQueryState(['experts', 'list', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['saved', 1])?.isInvalidated).toBe(false);
  });
});
