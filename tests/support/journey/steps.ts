import { TEST_PHONE, TEST_TOKEN } from '../../../mocks/fixtures/accounts';
import { withScenario } from '../mock-url';
import { until, type Journey, type Target } from './journey';

/** Steps the journeys share, in a buyer's words, as the mock backend's test account (mocks/README.md). */

export { TEST_PHONE, TEST_TOKEN };

export const inDialog = (css: string, text?: string): Target => ({
  css: `[role=dialog] ${css}`,
  text,
});
export const payButton = inDialog('button', '立即支付');
export const heading = (text: string): Target => ({ css: 'h1, h2', text });
export const buyButton = (pkg: string): Target => ({
  css: 'button',
  text: '立即购买',
  within: { css: 'article', text: pkg },
});

/**
 * Signed in by the test phone's token, on `path` under mock state `scenario`: the state comes with
 * the page's own address, so the journey's first page is the one it is about.
 */
export async function openSignedIn(journey: Journey, path: string, scenario = 'default') {
  await journey.setCookie('token', TEST_TOKEN);
  await journey.open(withScenario(path, scenario));
}

/**
 * Waits until the page's finite animations have finished (an opening dialog's): WebKitGTK plays
 * them, the other engines' contexts reduce motion.
 */
export async function animationsDone(journey: Journey) {
  await journey.evaluate(
    () =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => a)),
      ).then(() => true),
    undefined,
  );
}

/** Opens 确认订单 for `pkg` and waits until it stands still. */
export async function openCheckout(journey: Journey, pkg: string) {
  await journey.click(buyButton(pkg));
  await journey.see(inDialog('h2', '确认订单'));
  await animationsDone(journey);
}

/** A pay channel by the name the checkout shows. */
export type ChannelName = '微信支付' | '支付宝' | '云闪付';

/** The package the payment specs buy unless they name one. */
export const DEFAULT_PACKAGE = '精修套餐·标准版';

export async function chooseAndAgree(journey: Journey, channel: ChannelName) {
  await journey.click(inDialog('label[data-channel]', channel));
  await journey.check(inDialog('input[type=checkbox]'));
}

/**
 * Signed in under mock state `scenario` on `path` (a package line), the checkout of `pkg` open
 * with `channel` chosen and the agreement ticked: one press of 立即支付 away from paying.
 */
export async function readyToPay(
  journey: Journey,
  {
    scenario,
    pkg,
    channel,
    path = '/payment',
  }: {
    scenario: string;
    pkg: string;
    channel: ChannelName;
    path?: string;
  },
) {
  await openSignedIn(journey, path, scenario);
  await openCheckout(journey, pkg);
  await chooseAndAgree(journey, channel);
}

/** Signed in as a member on /profile/invoices, 申请电子发票 open for the 新人专享 order. */
export async function openInvoiceDialog(journey: Journey) {
  await openSignedIn(journey, '/profile/invoices', 'member');
  await journey.check({ css: 'li input[type=checkbox]', within: { css: 'li', text: '新人专享' } });
  await journey.click({ css: 'button', text: '申请开票' });
  await journey.see(heading('申请电子发票'));
}

/** The trade number (CR…, as mocks/lib/ids.ts mints them) in a dialog's or page's text. */
export function tradeNoOf(text: string): string | undefined {
  return /CR\d+/.exec(text)?.[0];
}

/** The trade number the open dialog shows. */
export async function tradeNoShown(journey: Journey): Promise<string> {
  // The dialog's heading can be painted a moment before its facts (WebKitGTK): wait for the number.
  return until('the trade number in the dialog', async () =>
    tradeNoOf(
      await journey.evaluate(
        () =>
          [...document.querySelectorAll('[role=dialog] dd')].map((dd) => dd.textContent).join(' '),
        undefined,
      ),
    ),
  );
}

/** Pays order `tradeNo` on the mock provider's side, as the buyer's phone would (mocks/README.md). */
export async function payAtProvider(journey: Journey, tradeNo: string): Promise<void> {
  await journey.evaluate(
    (no) =>
      fetch('/__mock__/provider/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ out_trade_no: no }),
      }).then(() => true),
    tradeNo,
  );
}

/**
 * Presses the pointer on `button` and releases it, and fails if the button moved in between
 * (the press moves focus, and what the page does on blur or restyle must not move it). Returns
 * with the click done.
 */
export async function pressHoldingStill(journey: Journey, button: Target) {
  await animationsDone(journey);
  const before = await journey.box(button);
  await journey.pointerDown(button);
  const pressed = await journey.box(button);
  await journey.pointerUp();
  if (JSON.stringify(pressed) !== JSON.stringify(before)) {
    throw new Error(
      `${button.css} "${button.text ?? ''}" moved under the pointer: ${JSON.stringify(before)} → ${JSON.stringify(pressed)}`,
    );
  }
}

/**
 * The event names the mock collector has received, newest first, as the QA panel's 埋点事件 list
 * shows them (mocks/qa-analytics-events.tsx), once it shows `name`: the SDK sends in batches.
 */
export async function collectorReceived(journey: Journey, name: string): Promise<string[]> {
  await journey.click({ css: '#mock-qa-panel button', text: 'QA · ' });
  return until(`the collector to receive ${name}`, async () => {
    const names = await journey.evaluate(
      () =>
        [...document.querySelectorAll('section[aria-label="埋点事件"] li strong')].map(
          (element) => element.textContent ?? '',
        ),
      undefined,
    );
    return names.includes(name) ? names : null;
  });
}
