import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  currentSourceId,
  lookupSourceByUuid,
  readSource,
  saveSource,
  settledSourceId,
} from '@/domain/session/source';

/** Lookups by uuid, each answered when the test says (its `source_id`). */
const answers = new Map<string, (sourceId: number) => void>();
const asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  asked.length = 0;
  answers.clear();
});
afterAll(() => server.close());

function answerLookups() {
  server.use(
    http.get('*/v1/activity/common/info', async ({ request }) => {
      const uuid = new URL(request.url).searchParams.get('uuid') ?? '';
      asked.push(uuid);
      const sourceId = await new Promise<number>((resolve) => answers.set(uuid, resolve));
      return HttpResponse.json({ code: 0, data: { source_id: sourceId, name: 'x' } });
    }),
  );
}

describe('the visitor source (docs/decisions/0005 "Source uuid")', () => {
  it('sId until a lookup answers; the looked-up source_id wins and is kept for the tab', async () => {
    answerLookups();
    saveSource({ uuid: 'camp-1', sId: '37' });
    expect(currentSourceId()).toBe(37);
    const done = lookupSourceByUuid('camp-1');
    await vi.waitFor(() => expect(answers.has('camp-1')).toBe(true));
    answers.get('camp-1')!(1408);
    await done;
    expect(currentSourceId()).toBe(1408);
    expect(readSource()).toEqual({ uuid: 'camp-1', sId: '37', sourceId: 1408, lookedUp: 'camp-1' });
    // Looked up once per tab session.
    await lookupSourceByUuid('camp-1');
    expect(asked).toEqual(['camp-1']);
  });

  it('asks once while a lookup of the same uuid is in flight', async () => {
    answerLookups();
    const first = lookupSourceByUuid('camp-2');
    const second = lookupSourceByUuid('camp-2');
    await vi.waitFor(() => expect(answers.has('camp-2')).toBe(true));
    answers.get('camp-2')!(5);
    await Promise.all([first, second]);
    expect(asked).toEqual(['camp-2']);
  });

  it('a login waits for a lookup in flight', async () => {
    answerLookups();
    void lookupSourceByUuid('camp-3');
    const settled = settledSourceId();
    await vi.waitFor(() => expect(answers.has('camp-3')).toBe(true));
    answers.get('camp-3')!(2001);
    await expect(settled).resolves.toBe(2001);
  });

  it('but not longer than its limit', async () => {
    answerLookups();
    saveSource({ sId: '9' });
    const done = lookupSourceByUuid('camp-4');
    await expect(settledSourceId(50)).resolves.toBe(9);
    await vi.waitFor(() => expect(answers.has('camp-4')).toBe(true));
    answers.get('camp-4')!(1);
    await done;
  });
});
