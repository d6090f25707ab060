// `featherdrop/testing`: Playwright helpers for a merchant's own end-to-end tests, driving the widget on the
// simulated gateway (`authorization: 'simulator_…'`), offline. They use only the original's documented hooks
// (`data-braintree-id`, `braintree-*` classes) and the simulator's `data-featherdrop-id` buttons, which are
// part of featherdrop's public interface. Works with @playwright/test's or playwright's `Page`.

import type { PaymentOptionId } from '../api.js';

/** The part of Playwright's `Page` the helpers use. */
export interface TestPage {
  locator(selector: string): TestLocator;
  keyboard: { press(key: string): Promise<void> };
}

/** The part of Playwright's `Locator` the helpers use. */
export interface TestLocator {
  first(): TestLocator;
  filter(options: { hasText: string }): TestLocator;
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  count(): Promise<number>;
  getAttribute(name: string): Promise<string | null>;
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<void>;
}

export interface TestCard {
  /** e.g. '4111 1111 1111 1111' (the simulator's test cards: docs/simulator.md). */
  number: string;
  /** 'MM/YY', default 12/30. */
  expirationDate?: string;
  /** Default '123' ('1234' for American Express). */
  cvv?: string;
  postalCode?: string;
  cardholderName?: string;
}

/** A payment option's id (the public type merchants pass in `paymentOptionPriority`). */
export type PaymentOption = PaymentOptionId;

const group = (field: string) => `[data-braintree-id="${field}-field-group"] input`;
const sim = (id: string) => `[data-featherdrop-id="simulator-${id}"]`;

/**
 * Waits until the widget is ready (the original's `braintree-loaded` class on `.braintree-dropin`). Every
 * helper waits for it first, so a test may call one right after `page.goto`; call it yourself before
 * clicking your own Pay button on a page whose widget pays with a saved method.
 */
export async function waitForWidget(page: TestPage): Promise<void> {
  await page.locator('.braintree-dropin.braintree-loaded').first().waitFor();
}

/**
 * Opens an option's sheet: at once when it is the view, else its tile, else through "Choose another way to
 * pay" (from the saved methods, or the only other sheet); resolves once the sheet is shown with its fields.
 */
export async function choose(page: TestPage, option: PaymentOption): Promise<void> {
  await waitForWidget(page);
  const sheet = `[data-braintree-id="${option}"].braintree-sheet--active`;
  const tile = page.locator(`.braintree-option__${option}:visible`);
  if (!(await page.locator(sheet).count())) {
    if (!(await tile.count())) {
      await page.locator('[data-braintree-id="toggle"]').click();
      // The toggle opens the sheet, or shows the other ways to pay (whose views may still be on their way).
      await page.locator(`${sheet}, .braintree-option__${option}:visible`).first().waitFor();
    }
    if (await tile.count()) await tile.click();
  }
  await page.locator(`${sheet}:not(.braintree-sheet--loading)`).waitFor();
}

/** Types a card into the card sheet's simulated fields (opening the sheet first when it is not shown). */
export async function fillCard(page: TestPage, card: TestCard): Promise<void> {
  await choose(page, 'card');
  const digits = card.number.replace(/\D/g, '');
  await page.locator(group('number')).fill(digits);
  await page.locator(group('expiration-date')).fill(card.expirationDate ?? '12/30');
  if (await page.locator(group('cvv')).count()) await page.locator(group('cvv')).fill(card.cvv ?? (/^3[47]/.test(digits) ? '1234' : '123'));
  if (card.postalCode !== undefined && (await page.locator(group('postal-code')).count())) await page.locator(group('postal-code')).fill(card.postalCode);
  if (card.cardholderName !== undefined) await page.locator(group('cardholder-name')).fill(card.cardholderName);
}

/**
 * Pays with the open wallet sheet (PayPal, PayPal Credit, Venmo, Apple Pay, Google Pay): presses its button,
 * then takes each step toward approval in the simulated wallet (`data-featherdrop-step="approve"`: Approve;
 * Venmo's desktop flow: Scan, then Authorize). Resolves once the wallet closed; the new method is then the
 * active one.
 */
export async function approveWallet(page: TestPage): Promise<void> {
  await waitForWidget(page);
  await page.locator('.braintree-sheet--active button').first().click();
  const step = page.locator('[data-featherdrop-step="approve"]');
  await step.first().waitFor();
  while (await step.count()) {
    const button = page.locator(sim(String(await step.first().getAttribute('data-featherdrop-id')).replace('simulator-', '')));
    await button.click();
    await button.waitFor({ state: 'detached', timeout: 10_000 });
  }
  await page.locator('[data-featherdrop-dialog]').waitFor({ state: 'detached', timeout: 10_000 });
}

/** Answers the simulated 3D Secure challenge: the bank's Complete or Fail, or the shopper's Escape. */
export async function completeChallenge(page: TestPage, outcome: 'complete' | 'fail' | 'cancel' = 'complete'): Promise<void> {
  await page.locator('[data-braintree-id="three-d-secure-modal"]').waitFor();
  if (outcome === 'cancel') await page.keyboard.press('Escape');
  else await page.locator(sim(outcome)).click();
  await page.locator('[data-braintree-id="three-d-secure-modal"]').waitFor({ state: 'detached' });
}

/** Deletes a saved method in the vault manager (`vaultManager: true`) by the last four digits it shows. */
export async function deleteSavedMethod(page: TestPage, lastFour: string): Promise<void> {
  await waitForWidget(page);
  await page.locator('[data-braintree-id="methods-edit"]').click();
  await page.locator('.braintree-method').filter({ hasText: lastFour }).click();
  await page.locator('[data-braintree-id="delete-confirmation__yes"]').click();
  // The list is not shown while the confirmation is: wait for it to close, then for the method to be gone.
  await page.locator('[data-braintree-id="delete-confirmation"]').waitFor({ state: 'detached' });
  await page.locator('.braintree-method').filter({ hasText: lastFour }).waitFor({ state: 'detached' });
}
