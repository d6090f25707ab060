import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed, in electronic form: letters and digits only, upper case. */
export const electronicIban = (typed: string) => electronicFormatIBAN(typed) ?? '';

/** What is wrong with an IBAN: nothing typed, or not a valid IBAN (its country's length, BBAN format and mod-97 check digits). */
export function ibanProblem(typed: string): 'empty' | 'invalid' | undefined {
  const iban = electronicIban(typed);
  if (!iban) return 'empty';
  return isValidIBAN(iban) ? undefined : 'invalid';
}

/**
 * Groups of four as the shopper types (`DE89 3704 0044 …`): the text re-grouped and where the caret goes, so
 * it stays after the same letter or digit whatever spaces were added or removed before it.
 */
export function groupAsTyped(value: string, caret: number): { value: string; caret: number } {
  const before = electronicIban(value.slice(0, caret)).length;
  const grouped = electronicIban(value).replace(/(.{4})(?=.)/g, '$1 ');
  // The k-th character sits after floor((k - 1) / 4) spaces.
  return { value: grouped, caret: before && before + Math.floor((before - 1) / 4) };
}
