// The original's constants: the 34 supported locales and the original's 23 two-character aliases.
/** A five-character locale id such as `de_DE`. */
export type LocaleId = string;

export const LOCALES: readonly LocaleId[] = (
  'ar_EG cs_CZ da_DK de_DE el_GR en_AU en_GB en_IN en_US es_ES es_XC fi_FI fr_CA fr_FR fr_XC he_IL hu_HU ' +
  'id_ID it_IT ja_JP ko_KR nl_NL no_NO pl_PL pt_BR pt_PT ru_RU sk_SK sv_SE th_TH zh_CN zh_HK zh_TW zh_XC'
).split(' ');

const ALIAS_TARGETS = 'ar_EG cs_CZ da_DK de_DE el_GR en_US es_ES fi_FI fr_FR id_ID it_IT hu_HU ja_JP ko_KR nl_NL no_NO pl_PL pt_PT ru_RU sk_SK sv_SE th_TH zh_CN';

/** Two-character alias → five-character locale, e.g. `ja` → `ja_JP`. */
export const ALIASES: Record<string, LocaleId> = Object.fromEntries(
  ALIAS_TARGETS.split(' ').map((id) => [id.slice(0, 2), id]),
);

/** `xx_YY` when supported, else the alias of `xx`, else en_US. Accepts `xx-YY` too. */
export function resolveLocale(requested?: unknown): LocaleId {
  if (typeof requested !== 'string') return 'en_US';
  const id = requested.replace('-', '_');
  if (LOCALES.includes(id)) return id;
  return ALIASES[id.slice(0, 2).toLowerCase()] ?? 'en_US';
}

export const RTL_LOCALES: readonly string[] = ['ar_EG', 'he_IL'];
