import type { Strings } from '../../../src/i18n/en_US.js';
import type { LocaleId } from '../../../src/i18n/locales.js';

/** Unit tests read the locale sources directly (the shipped build fetches dist/esm/locales/<id>.js). */
export const importLocaleSource = (id: LocaleId): Promise<Strings> =>
  import(`../../../src/i18n/locales/${id}.ts`).then((m: Record<string, Strings>) => m[id]);
