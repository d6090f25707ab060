// size-limit's configuration (npm run size): the shared entries and each slice's, read by scripts/size-entries.mjs.
import { fileURLToPath } from 'node:url';
import { sizeEntries } from './scripts/size-entries.mjs';

export default sizeEntries(fileURLToPath(new URL('.', import.meta.url)));
