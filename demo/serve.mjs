// `npm start`: serves the demo checkout on 127.0.0.1 (PORT, or 5173, or any free port).
import { startServer } from './server.mjs';

const wanted = Number(process.env.PORT ?? 5173);
const { url } = await startServer({ port: wanted }).catch(() => startServer({ port: 0 }));
console.log(`featherdrop demo (simulated gateway, offline): ${url}/`);
console.log(`script-tag demo: ${url}/demo/script-tag.html`);
console.log('Press Ctrl+C to stop.');
