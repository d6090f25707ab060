// A consumer's build served as a merchant's static host would: 127.0.0.1, a free port, real MIME types
// (the demo server, pointed at the build folder).
import { startServer } from '../../demo/server.mjs';

/** Serves the folder `dir`: { url, close() }. */
export async function serveFolder(dir) {
  const { server, url } = await startServer({ dir, allowed: [''], index: '/index.html' });
  return {
    url,
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}
