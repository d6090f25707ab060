// How Chromium reaches the gateway emulator: a throwaway certificate it trusts by key, and the server.
// The emulator tier uses HTTP/1.1 with plain bodies; the time-to-usable benchmark (bench/) opts into
// HTTP/2 and brotli-11, as the real gateway and CDNs answer, because multiplexing and compressed
// sizes decide how long a chain of lazily loaded chunks takes on a slow network.
import { createHash, createPublicKey } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** A throwaway self-signed certificate (openssl), valid one day, SAN = `hosts`. */
export function makeCertificate(hosts) {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-emulator-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=featherdrop gateway emulator',
      '-addext', `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
    ], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** base64 SHA-256 of the certificate's public key, for --ignore-certificate-errors-spki-list. */
export function spkiHash(cert) {
  const der = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/**
 * An HTTPS server on 127.0.0.1 at a free port: node:https, or node:http2 with HTTP/1.1 allowed (both
 * give the handler the same req/res API). Its sockets are tracked so `close()` ends keep-alive
 * connections and HTTP/2 sessions at once.
 */
export async function listenTls({ http2 = false, key, cert }, handler) {
  const server = http2 ? createSecureServer({ key, cert, allowHTTP1: true }, handler) : createServer({ key, cert }, handler);
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  let closed;
  return {
    server,
    port: server.address().port,
    close() {
      closed ??= new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}

const COMPRESSIBLE = /^(text\/(html|css|javascript)|application\/javascript)/;

/**
 * Response bodies as sent: with `brotli`, HTML, CSS and JavaScript go out brotli-11 encoded to
 * clients that accept it. Each distinct body is compressed once (static files are precompressed at
 * start), so compression never sits on a measured request's path.
 */
export function bodyEncoder({ brotli = false } = {}) {
  const cache = new Map();
  const compressed = (body) => {
    let out = cache.get(body);
    if (!out) {
      out = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
      cache.set(body, out);
    }
    return out;
  };
  return {
    /** Compresses `body` now if it will ever be sent compressed. */
    precompress(body, type) { if (brotli && COMPRESSIBLE.test(type)) compressed(body); },
    /** { body, headers } for this request. */
    encode(req, body, type) {
      if (brotli && COMPRESSIBLE.test(type) && body.length && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
        return { body: compressed(body), headers: { 'Content-Encoding': 'br', Vary: 'Origin, Accept-Encoding' } };
      }
      return { body, headers: {} };
    },
  };
}
