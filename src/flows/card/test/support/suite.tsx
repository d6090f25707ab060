// The card sheet's behaviour (the original screens and behaviour and validation and the error catalogue, docs/errors.md), run against the fake hosted fields and against the
// simulated fields: both must look and behave the same to the shopper, the merchant and the shell.
import { suite } from 'uvu';
import { installClock, type Clock } from '../../../../../test/unit/support/clock.js';
import { formRules } from './form-rules.js';
import { startCard, type CardHarness, type CardSetup, type Mode } from './harness.js';
import { tokenizeRules } from './tokenize-rules.js';

export interface CardContext {
  clock: Clock;
  card?: CardHarness;
}
export type Start = (context: CardContext, setup?: CardSetup) => Promise<CardHarness>;

export function cardSuite(mode: Mode) {
  const test = suite<CardContext>(`card sheet (${mode} fields)`, {} as CardContext);
  test.before.each((context) => {
    context.clock = installClock();
  });
  test.after.each(async (context) => {
    await context.card?.teardown();
    context.card = undefined;
    context.clock.restore();
  });
  const start: Start = async (context, setup) => (context.card = await startCard(mode, setup));
  formRules(test, start);
  tokenizeRules(test, start);
  return test;
}
