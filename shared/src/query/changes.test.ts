import { QueryClient } from '@tanstack/react-query';
import { announceChange, onChange } from './changes';

const client = new QueryClient();

describe('announced changes', () => {
  it("reaches the owner's listeners for that data only, and waits for their refresh", async () => {
    const order: string[] = [];
    const stopPodcasts = onChange('podcasts', async () => {
      await Promise.resolve();
      order.push('podcasts refreshed');
    });
    const stopExperts = onChange('experts', () => order.push('experts refreshed'));
    await announceChange('podcasts', client);
    order.push('announced');
    expect(order).toEqual(['podcasts refreshed', 'announced']);
    stopPodcasts();
    stopExperts();
  });

  it('stops a listener when asked, and survives a listener that fails', async () => {
    const listener = jest.fn();
    const stop = onChange('saved', listener);
    const failing = onChange('saved', () => Promise.reject(new Error('offline')));
    await expect(announceChange('saved', client)).resolves.toBeUndefined();
    stop();
    await announceChange('saved', client);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(client);
    failing();
  });
});
