// `npm start`: serves the demo checkout on 127.0.0.1 (PORT, or 5173, or any free port when that one is
// busy) and prints the URL it took.
import { startServer } from './server.mjs';

const wanted = Number(process.env.PORT ?? 5173);
const { url } = await startServer({ port: wanted }).catch((error) => {
  console.log(`port ${wanted} is not available (${error.code ?? error.message}); using a free port instead.`);
  return startServer({ port: 0 });
});
console.log(`featherdrop demo (simulated gateway, offline): ${url}/`);
console.log(`script-tag demo: ${url}/demo/script-tag.html`);
console.log('Press Ctrl+C to stop.');
