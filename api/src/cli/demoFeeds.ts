import http from 'node:http';
import { DEMO_FEEDS, DEMO_FEEDS_PORT, demoFeedPath, demoFeedXml } from '../demo/feeds';
import { demoCover } from '../demo/pictures';

/**
 * demo:feeds: serves the demo shows' RSS feeds and artwork on loopback (DEMO_FEEDS_PORT, 4010 unless set), as a
 * podcast host would: `npm start` runs it beside the API, which reads these feeds daily and imports from them.
 */
async function main(): Promise<void> {
  const port = Number(process.env.DEMO_FEEDS_PORT ?? DEMO_FEEDS_PORT);
  const host = `127.0.0.1:${port}`;
  const artwork = new Map<string, Buffer>();
  for (const [index, feed] of DEMO_FEEDS.entries()) {
    artwork.set(demoFeedPath(feed.title).replace('/feeds/', '/artwork/').replace('.xml', '.png'), await demoCover(feed.title, index + 100, 1000));
  }
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const feed = DEMO_FEEDS.find((candidate) => demoFeedPath(candidate.title) === path);
    if (feed) {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(demoFeedXml(feed, host, new Date()));
      return;
    }
    const image = artwork.get(path);
    if (image) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(image);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('No such demo feed.');
  });
  // Another copy already serving them (a second `npm start`) is as good: this one says so and ends.
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Demo feeds: port ${port} is taken; the feeds there are used.` : error);
    process.exit(0);
  });
  server.listen(port, '127.0.0.1', () => console.log(`Demo feeds at http://${host}/feeds/ (e.g. http://${host}${demoFeedPath('Tankar om tankar')})`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
