import { delay, http, HttpResponse } from 'msw';
import { consumeFault, getMockState } from '../scenarios';
import type { Fault } from '../state/dimensions';
import { unauthorized } from '../lib/http';

/** What the `business` fault answers. */
const BUSINESS_ERROR_CODE = 10001;
const BUSINESS_ERROR_MESSAGE = '服务繁忙，请稍后再试';

async function faultAnswer(fault: Fault): Promise<Response> {
  switch (fault.kind) {
    case 'offline':
      return HttpResponse.error();
    case '500':
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
    case 'business':
      // HTTP 200 with a non-zero code and the server's own message (docs/backend-contract.md
      // "Envelope and errors").
      return HttpResponse.json({ code: BUSINESS_ERROR_CODE, message: BUSINESS_ERROR_MESSAGE });
    case '401':
      consumeFault(fault);
      return unauthorized();
  }
}

/**
 * Runs before every service handler: applies the state's latency, then the first fault whose path
 * the call is under; with none, returns nothing so the call falls through to the real handler.
 */
export const faultHandlers = [
  http.all('*/v1/*', async ({ request }) => {
    const state = getMockState();
    // A little latency like a real server (100–400 ms in a browser, 5 ms under Node).
    await delay(state.latencyMs || 'real');
    const path = new URL(request.url).pathname;
    const fault = state.faults.find((f) => path.startsWith(f.path));
    return fault ? faultAnswer(fault) : undefined;
  }),
];
