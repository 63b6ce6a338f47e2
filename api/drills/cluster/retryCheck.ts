/**
 * Before the drill, the load balancer's retry rules are tried on their own: HAProxy with the drill's configuration
 * in front of two stand-in servers that take a request and close the connection without answering, as a killed
 * instance does. A write must come back as the load balancer's 502 after reaching one server once (never replayed);
 * a read must be answered by the other server. The run itself rarely kills an instance in the middle of a write, so
 * this is where that case is seen every time.
 */
import http from 'node:http';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Balancer } from './haproxy';

export interface RetryCheck {
  /** A write whose server closed without answering: what the client got, and how many times a server saw it. */
  write: { status: number; code: string; timesReceived: number };
  /** A read whose first server closed without answering: what the client got, and how many times servers saw it. */
  read: { status: number; timesReceived: number; servers: number };
  passed: boolean;
}

export async function checkRetryPolicy(binary: string, directory: string, port: number): Promise<RetryCheck> {
  await mkdir(directory, { recursive: true });
  const received: { server: number; method: string; url: string }[] = [];
  const servers = [0, 1].map((server) =>
    http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const url = request.url ?? '';
        if (url === '/api/ready/') return void response.end('{"status":"ready"}');
        received.push({ server, method: request.method ?? '', url });
        const dies = url === '/api/write/' || (url === '/api/read/' && received.filter((hit) => hit.url === url).length === 1);
        // As a killed instance: the request was taken, no answer comes, the connection closes.
        if (dies) return void request.socket.destroy();
        response.setHeader('content-type', 'application/json');
        response.end('{"ok":true}');
      });
    }),
  );
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const balancer = new Balancer(
    {
      binary,
      directory,
      port,
      servers: servers.map((server, index) => ({ name: `standin${index + 1}`, port: (server.address() as AddressInfo).port })),
    },
    () => 0,
  );
  try {
    await balancer.start();
    await balancer.waitUp(['standin1', 'standin2']);
    const send = (method: string, url: string) =>
      fetch(`http://127.0.0.1:${port}${url}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"content":"once"}' : undefined }).then(
        async (response) => ({ status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string } }),
      );
    const write = await send('POST', '/api/write/');
    const read = await send('GET', '/api/read/');
    const writes = received.filter((hit) => hit.url === '/api/write/');
    const reads = received.filter((hit) => hit.url === '/api/read/');
    const result: RetryCheck = {
      write: { status: write.status, code: write.body.code ?? '', timesReceived: writes.length },
      read: { status: read.status, timesReceived: reads.length, servers: new Set(reads.map((hit) => hit.server)).size },
      passed: false,
    };
    result.passed = write.status === 502 && result.write.code === 'upstream_failed' && writes.length === 1 && read.status === 200 && result.read.servers === 2;
    return result;
  } finally {
    await balancer.stop();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
