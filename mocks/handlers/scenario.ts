import { delay, http, HttpResponse } from 'msw';
import { getFailureOnly, getScenario } from '../scenarios';

/** What the `business-errors` scenario answers to every API call. */
const BUSINESS_ERROR_CODE = 10001;
const BUSINESS_ERROR_MESSAGE = '服务繁忙，请稍后再试';

/**
 * Runs before every service handler: applies the active scenario's latency and failures, then
 * returns nothing so the request falls through to the real handler.
 */
export const scenarioHandlers = [
  http.all('*/v1/*', async ({ request }) => {
    const scenario = getScenario();
    // A little latency like a real server (100–400 ms in a browser, 5 ms under Node).
    await delay(scenario.latencyMs || 'real');
    const only = getFailureOnly();
    if (only && !new URL(request.url).pathname.startsWith(only)) return undefined;
    switch (scenario.failure) {
      case 'offline':
        return HttpResponse.error();
      case 'http-500':
        // No message on purpose: the client must fall back to its status text
        // (docs/backend-contract.md).
        return HttpResponse.json({ code: 500 }, { status: 500 });
      case 'bad-json':
        return new HttpResponse('{"code":0,"data":{"list":[{"id":', {
          headers: { 'Content-Type': 'application/json' },
        });
      case 'timeout':
        await delay(60_000);
        return new HttpResponse(null, { status: 504 });
      case 'business-error':
        // HTTP 200 with a non-zero code and the server's own message (docs/backend-contract.md
        // "Envelope and errors").
        return HttpResponse.json({ code: BUSINESS_ERROR_CODE, message: BUSINESS_ERROR_MESSAGE });
      default:
        return undefined;
    }
  }),
];
