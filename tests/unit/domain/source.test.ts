import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  captureSource,
  currentSourceId,
  lookupSourceByUuid,
  readSource,
  settledSourceId,
} from '@/domain/session/source';
import { CHANNEL_SOURCE_DAYS, keptChannelSource } from '@/domain/session/channel-source';

/** Lookups by uuid, each answered when the test says (its `source_id`). */
const answers = new Map<string, (sourceId: number) => void>();
const asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  asked.length = 0;
  answers.clear();
});
afterAll(() => server.close());

function answerLookups(name = '春季摄影节') {
  server.use(
    http.get('*/v1/activity/common/info', async ({ request }) => {
      const uuid = new URL(request.url).searchParams.get('uuid') ?? '';
      asked.push(uuid);
      const sourceId = await new Promise<number>((resolve) => answers.set(uuid, resolve));
      return HttpResponse.json({ code: 0, data: { source_id: sourceId, name } });
    }),
  );
}

async function lookUp(uuid: string, sourceId: number) {
  const done = lookupSourceByUuid(uuid);
  await vi.waitFor(() => expect(answers.has(uuid)).toBe(true));
  answers.get(uuid)!(sourceId);
  await done;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the visitor source (docs/decisions/0005 "Source uuid")', () => {
  it('sId until a lookup answers; the looked-up source_id wins and is kept for the tab', async () => {
    answerLookups();
    captureSource({ uuid: 'camp-1', sId: '37', lookupUuid: 'camp-1' });
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
    captureSource({ sId: '9' });
    const done = lookupSourceByUuid('camp-4');
    await expect(settledSourceId(50)).resolves.toBe(9);
    await vi.waitFor(() => expect(answers.has('camp-4')).toBe(true));
    answers.get('camp-4')!(1);
    await done;
  });
});

describe('attribution across visits (docs/product-rules.md §2 "Attribution")', () => {
  it('the winner of the touch is kept in localStorage: a later visit (a new tab) carries it', async () => {
    answerLookups();
    captureSource({ uuid: 'camp-5', sId: '37', lookupUuid: 'camp-5' });
    await lookUp('camp-5', 1408);
    expect(JSON.parse(localStorage.getItem('channel_source_id')!)).toMatchObject({ id: 1408 });
    sessionStorage.clear(); // the tab is gone
    expect(readSource()).toEqual({});
    expect(currentSourceId()).toBe(1408);
  });

  it(`counts for ${CHANNEL_SOURCE_DAYS} days from the touch, then no longer`, () => {
    const touched = Date.UTC(2026, 0, 1);
    vi.spyOn(Date, 'now').mockReturnValue(touched);
    captureSource({ sId: '4321' });
    expect(keptChannelSource(touched + 29 * DAY_MS)).toBe(4321);
    expect(keptChannelSource(touched + 30 * DAY_MS)).toBeUndefined();
    expect(keptChannelSource(touched - 1)).toBeUndefined(); // a clock set back
  });

  it('last touch wins: a new campaign link replaces the source, even one looked up before', async () => {
    answerLookups();
    captureSource({ uuid: 'camp-6', lookupUuid: 'camp-6' });
    await lookUp('camp-6', 1408);
    captureSource({ sId: '55' });
    expect(currentSourceId()).toBe(55);
    expect(readSource()).toEqual({ sId: '55' });
  });

  it('a reload of the same link keeps its looked-up source_id over its sId, without a second lookup', async () => {
    answerLookups();
    captureSource({ uuid: 'camp-7', sId: '37', lookupUuid: 'camp-7' });
    await lookUp('camp-7', 1408);
    captureSource({ uuid: 'camp-7', sId: '37', lookupUuid: 'camp-7' });
    await lookupSourceByUuid('camp-7');
    expect(asked).toEqual(['camp-7']);
    expect(currentSourceId()).toBe(1408);
  });

  it('an activity answered without a name is not an attribution; the sId of the link stays', async () => {
    answerLookups('');
    captureSource({ uuid: 'ended', sId: '37', lookupUuid: 'ended' });
    await lookUp('ended', 1999);
    expect(currentSourceId()).toBe(37);
    expect(readSource()).toEqual({ uuid: 'ended', sId: '37', lookedUp: 'ended' });
  });

  it('a refused lookup (a business code) attributes nothing', async () => {
    server.use(
      http.get('*/v1/activity/common/info', () =>
        HttpResponse.json({ code: 400, message: '活动不存在或已结束' }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await lookupSourceByUuid('gone');
    expect(warn).toHaveBeenCalled();
    expect(currentSourceId()).toBe(0);
    expect(localStorage.getItem('channel_source_id')).toBeNull();
  });

  it('localStorage refusing the write keeps the source for the tab', () => {
    const writeSession = Storage.prototype.setItem.bind(sessionStorage);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (this === localStorage) throw new DOMException('full', 'QuotaExceededError');
      writeSession(key, value);
    });
    captureSource({ sId: '4321' });
    expect(localStorage.getItem('channel_source_id')).toBeNull();
    expect(currentSourceId()).toBe(4321);
  });

  it('a stored value of another shape, or 0, counts as none', () => {
    localStorage.setItem('channel_source_id', '{"id":"4321","at":1}');
    expect(currentSourceId()).toBe(0);
    localStorage.setItem('channel_source_id', 'not json');
    expect(currentSourceId()).toBe(0);
    captureSource({ sId: '0' });
    expect(currentSourceId()).toBe(0);
  });
});
