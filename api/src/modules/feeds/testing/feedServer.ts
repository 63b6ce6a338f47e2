import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Served {
  body: string | Buffer;
  type: string;
}

/**
 * An HTTP server on loopback that serves feeds (and artwork) the way feed hosts do: with an ETag, answering 304 to
 * a matching If-None-Match. Tests change what a path serves between reads and count the answers.
 */
export class FeedServer {
  private readonly served = new Map<string, Served>();
  /** Every request, as `status path`. */
  readonly log: string[] = [];
  private server: http.Server | undefined;

  /** host:port, for FEED_ALLOWED_HOSTS. */
  host = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      const item = this.served.get(path);
      if (!item) {
        this.log.push(`404 ${path}`);
        response.writeHead(404).end('not found');
        return;
      }
      const etag = `"${createHash('sha1').update(item.body).digest('hex')}"`;
      if (request.headers['if-none-match'] === etag) {
        this.log.push(`304 ${path}`);
        response.writeHead(304, { etag }).end();
        return;
      }
      this.log.push(`200 ${path}`);
      response.writeHead(200, { 'content-type': item.type, etag }).end(item.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Serves `body` at `path` from now on (an RSS feed unless another type is given). */
  serve(path: string, body: string | Buffer, type = 'application/rss+xml; charset=utf-8'): string {
    this.served.set(path, { body, type });
    return this.url(path);
  }

  /** Stops serving `path` (it answers 404). */
  remove(path: string): void {
    this.served.delete(path);
  }

  url(path: string): string {
    return `http://${this.host}${path}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
