/**
 * The countries a billing address can name (ISO 3166-1 alpha-2, as braintree-web's countryCodeAlpha2),
 * named in the shopper's language by Intl.DisplayNames, and the two whose region is a fixed list.
 */
export const COUNTRY_CODES = (
  'ADAEAFAGAIALAMAOARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZ'
  + 'DEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHNHRHTHUIDIEILIMINIOIQIRISIT'
  + 'JEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENF'
  + 'NGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTF'
  + 'TGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW'
).match(/../g)!;

export type RegionKind = 'state' | 'province' | 'region';

/** US states, territories and military addresses; Canadian provinces and territories: code, then name. */
const LISTS: Record<string, string> = {
  US: 'AL Alabama|AK Alaska|AS American Samoa|AZ Arizona|AR Arkansas|AA Armed Forces Americas|AE Armed Forces Europe|AP Armed Forces Pacific|'
    + 'CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|GU Guam|HI Hawaii|ID Idaho|'
    + 'IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|'
    + 'MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|'
    + 'NC North Carolina|ND North Dakota|MP Northern Mariana Islands|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|PR Puerto Rico|'
    + 'RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|VI U.S. Virgin Islands|UT Utah|VT Vermont|VA Virginia|'
    + 'WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming',
  CA: 'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NT Northwest Territories|NS Nova Scotia|'
    + 'NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon',
};

/** The country's regions as [code, name] pairs, or null where the region is typed. Same array per country. */
const parsed: Record<string, Array<[string, string]>> = {};
export function regionsOf(country: string | undefined): Array<[string, string]> | null {
  if (!country || !Object.hasOwn(LISTS, country)) return null;
  parsed[country] ??= LISTS[country].split('|').map((entry) => [entry.slice(0, 2), entry.slice(3)]);
  return parsed[country];
}

/** What the region is called there: a state (US), a province (Canada), else a region. */
export const regionKind = (country: string | undefined): RegionKind => (country === 'US' ? 'state' : country === 'CA' ? 'province' : 'region');

/** Every country, named in the widget's language and sorted as that language sorts. */
export function countryNames(language: string): Array<[string, string]> {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code): [string, string] => [code, names.of(code) ?? code]).sort((a, b) => collator.compare(a[1], b[1]));
}
