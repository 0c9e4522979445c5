/**
 * HTTPS with HTTP/2 in front of a local site, for the benchmarks: Netlify's CDN answers browsers over HTTP/2,
 * where a page's requests share one connection; the local server speaks HTTP/1.1, where Chromium opens six
 * per host and queues the rest, which on a slow connection costs a phone a round trip per six files. The
 * certificate is a throwaway self-signed one (openssl); the browser context must ignore HTTPS errors.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one HTTP/1.1 connection and must not cross into HTTP/2. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'h2-proxy-'));
  try {
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`openssl could not make the benchmark's certificate: ${made.error?.message ?? made.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startH2Proxy(target: string, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = createSecureServer(selfSignedCertificate(), (incoming, outgoing) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(incoming.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    const upstream = request(new URL(incoming.url, target), { method: incoming.method, headers }, (response) => {
      const forwarded = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      outgoing.writeHead(response.statusCode ?? 502, forwarded);
      response.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  server.listen(port);
  await once(server, 'listening');
  return {
    origin: `https://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
