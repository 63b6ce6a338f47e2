import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { offsetClock } from './clock';

describe('offsetClock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-clock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('moves the time by the milliseconds in its file, read at every call', async () => {
    const file = path.join(dir, 'offset');
    const clock = offsetClock(file);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    await writeFile(file, String(3 * 86_400_000));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 1000);
    await writeFile(file, 'tomorrow');
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
  });
});
