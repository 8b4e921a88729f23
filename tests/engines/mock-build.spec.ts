import { test, E2E_TWIN } from './fixtures';
import { buyButton, heading } from '../support/journey/steps';

/** The mock build's own tools, which QA runs in every engine (mocks/README.md). */

// Chromium: qa-console.spec.ts "in one tab, payment closed → open → closed on /payment, each
// without a reload".
test(
  'the QA panel closes and opens payment on /payment, without a reload',
  E2E_TWIN,
  async ({ journey }) => {
    await journey.open('/payment');
    await journey.see(buyButton('精修套餐·标准版'));
    await journey.evaluate(
      () => ((window as unknown as { __same: boolean }).__same = true),
      undefined,
    );
    await journey.click({ css: '#mock-qa-panel button', text: 'QA · ' });
    // The payment dimension's select (its options are mocks/state/dimensions.ts PAYMENTS).
    const payment = { css: '#mock-qa-panel select:has(option[value="window"])' };
    await journey.select(payment, 'closed');
    await journey.see(heading('套餐购买暂未开放'));
    await journey.gone(buyButton('精修套餐·标准版'));
    await journey.select(payment, 'open');
    await journey.see(buyButton('精修套餐·标准版'));
    await journey.read('已生效');
    await journey.evaluate(() => {
      if (!(window as unknown as { __same?: boolean }).__same) throw new Error('the page reloaded');
    }, undefined);
  },
);
