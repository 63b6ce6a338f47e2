/**
 * Total blocking time read off real traces: the page loaded in Debian's Chromium with its CPU slowed 4x through the
 * DevTools protocol (not simulated afterwards, as Lighthouse does from an unslowed run), and every main-thread task
 * over 50 ms after the first contentful paint counted for what it runs over, until the page has been quiet for 5 s.
 * Lighthouse's simulation multiplies each hiccup of a busy machine by four; a real trace of several loads varies
 * less, and names the tasks that block.
 */
import { chromium, type Browser } from '@playwright/test';

const CPU_SLOWDOWN = 4;
/** How long after the load event the trace keeps recording: a page's late work (a remote's hydration) is in it. */
const RECORD_MS = 7_000;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

export interface TracedLoad {
  /** The sum of every long task's time over 50 ms, after the first contentful paint. */
  tbt: number;
  /** The main thread's busy time in all. */
  mainThread: number;
  /** The long tasks, each with what took most of it. */
  longTasks: string[];
}

const ms = (microseconds: number) => microseconds / 1000;

/** The renderer's main thread of the page: the thread that ran the most tasks. */
function mainThreadOf(events: TraceEvent[]): TraceEvent[] {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const [thread] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return events.filter((event) => `${event.pid}:${event.tid}` === thread);
}

async function traceLoad(browser: Browser, url: string): Promise<TracedLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(RECORD_MS);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const thread = mainThreadOf(events);
    const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread[0]?.pid);
    const tasks = thread.filter((event) => event.name === 'RunTask' && event.ph === 'X');
    const long = tasks.filter((task) => ms(task.dur ?? 0) > LONG_TASK_MS && (!paint || task.ts >= paint.ts));
    const start = paint?.ts ?? tasks[0]?.ts ?? 0;
    return {
      tbt: long.reduce((sum, task) => sum + ms(task.dur ?? 0) - LONG_TASK_MS, 0),
      mainThread: tasks.reduce((sum, task) => sum + ms(task.dur ?? 0), 0),
      longTasks: long.map((task) => {
        const inside = thread
          .filter((event) => event !== task && event.ph === 'X' && event.name !== 'RunTask')
          .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0))
          .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
        const script = inside?.args?.data?.url?.replace(/.*\//, '');
        const what = inside ? `${inside.name}${script ? ` ${script}` : ''}` : 'unnamed';
        return `${Math.round(ms(task.ts - start))} ms: ${Math.round(ms(task.dur ?? 0))} ms (${what})`;
      }),
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads each of `urls` `loads` times, taking turns (a busy moment of the machine falls on all alike), and returns
 * each URL's loads sorted by their blocking time.
 */
export async function traceLoads(urls: string[], loads: number): Promise<Map<string, TracedLoad[]>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const results = new Map<string, TracedLoad[]>(urls.map((url) => [url, []]));
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const url of urls) results.get(url)!.push(await traceLoad(browser, url));
    }
  } finally {
    await browser.close();
  }
  for (const traced of results.values()) traced.sort((a, b) => a.tbt - b.tbt);
  return results;
}
