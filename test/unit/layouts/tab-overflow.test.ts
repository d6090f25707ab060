// How many tabs the tabs layout shows at a width, the rest going into its menu (issue 43).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MENU_WIDTH, splitTabs, TAB_WIDTH } from '../../../src/ui/layouts/tab-overflow.js';
import type { FlowId } from '../../../src/types.js';

const ids = ['card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay'] as FlowId[];

test('every tab shows when they fit, or before the row is laid out', () => {
  assert.equal(splitTabs(ids, 0, null), { tabs: ids, menu: [] });
  assert.equal(splitTabs(ids, ids.length * TAB_WIDTH - 8, null), { tabs: ids, menu: [] });
});

test('the tabs that do not fit go into the menu, in the merchant\'s order, leaving room for its button', () => {
  const width = 3 * TAB_WIDTH + MENU_WIDTH;
  assert.equal(splitTabs(ids, width, 'card'), { tabs: ids.slice(0, 3), menu: ids.slice(3) });
  assert.equal(splitTabs(ids, 10, null), { tabs: ['card'], menu: ids.slice(1) }, 'at least one tab');
});

test('the chosen tab always shows: it takes the last place', () => {
  const width = 3 * TAB_WIDTH + MENU_WIDTH;
  assert.equal(splitTabs(ids, width, 'googlePay'), { tabs: ['card', 'paypal', 'googlePay'], menu: ['paypalCredit', 'venmo', 'applePay'] });
});

test.run();
