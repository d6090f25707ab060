// A loopback CONNECT proxy for browsers without Chromium's resolver rules (Firefox, WebKitGTK): the gateway
// emulator's hosts are tunnelled to it, every other host is refused, so the browser reaches nothing else.
// Listens on 127.0.0.1 at a free port; `close()` stops it and its tunnels.
import { createServer } from 'node:http';
import { connect } from 'node:net';

/** `emulator.hosts` are names or `*.domain` wildcards, as its certificate lists them. */
export function startConnectProxy(emulator) {
  const sockets = new Set();
  const server = createServer((req, res) => {
    res.writeHead(403).end(); // plain-http proxying: nothing the tier needs
  });
  server.on('connect', (req, client, head) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const [host] = req.url.split(':');
    if (!emulator.hosts.some((name) => (name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name))) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(emulator.port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => resolve({
      port: server.address().port,
      close() {
        for (const socket of sockets) socket.destroy();
        return new Promise((done) => server.close(done));
      },
    })).on('error', reject);
  });
}
