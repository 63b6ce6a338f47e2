/**
 * A simulated person's HTTP client: keep-alive connections from a loopback address of their own (127.x.y.z), so
 * the load balancer, and through TRUST_PROXY the API's rate limits, see each person as a separate client.
 */
import http from 'node:http';

export interface Answer {
  /** 0 when no answer came (connection refused or reset, or no answer within the timeout). */
  status: number;
  body: unknown;
  /** Which instance answered (the load balancer's X-Served-By), '' when none did. */
  servedBy: string;
  requestId: string;
  /** Why no answer came (ECONNRESET, timeout…); '' when one did. */
  failure: string;
}

const TIMEOUT_MS = 30_000;

/** The n-th person's own loopback address, from 127.20.0.1 on. */
export function loopbackAddress(index: number): string {
  return `127.20.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export class Client {
  private readonly agent: http.Agent;
  private serial = 0;

  constructor(
    private readonly base: URL,
    readonly address: string,
    private readonly idPrefix: string,
    public token: string | null = null,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  }

  /** JSON in and out; a FormData body goes as multipart. Never throws: a missing answer is status 0. */
  async call(method: string, url: string, body?: unknown, options: { anonymous?: boolean } = {}): Promise<Answer> {
    this.serial += 1;
    const requestId = `${this.idPrefix}-${this.serial}`;
    const headers: Record<string, string> = { 'x-request-id': requestId, accept: 'application/json' };
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    let payload: Buffer | undefined;
    if (body instanceof FormData) {
      const encoded = new Response(body);
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    } else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    if (payload) headers['content-length'] = String(payload.length);
    const target = new URL(`${this.base.pathname.replace(/\/$/, '')}${url}`, this.base);
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const settle = (answer: Omit<Answer, 'requestId'>) => {
        if (settled) return;
        settled = true;
        resolve({ ...answer, requestId });
      };
      const request = http.request(target, { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => settle({ status: 0, body: null, servedBy: '', failure: (error as NodeJS.ErrnoException).code ?? error.message }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            // Not JSON: kept as text, so the report shows what came.
          }
          settle({ status: response.statusCode ?? 0, body: parsed, servedBy: String(response.headers['x-served-by'] ?? ''), failure: '' });
        });
      });
      request.setTimeout(TIMEOUT_MS, () => {
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => settle({ status: 0, body: null, servedBy: '', failure: (error as NodeJS.ErrnoException).code ?? error.message }));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
