import { logFailure } from './logFailure';

describe('logFailure', () => {
  afterEach(() => jest.restoreAllMocks());

  it('passes an answer through without logging', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(logFailure('Failed to load podcasts', async () => 12)()).resolves.toBe(12);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure under its message and still rejects with it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    await expect(logFailure('Failed to load podcasts', () => Promise.reject(failure))()).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith('Failed to load podcasts', failure);
  });
});
