import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyMockUrl,
  applyPreset,
  resetMockData,
  resetMocks,
  setDimensions,
  takeServerStateChanged,
} from '../../../mocks/scenarios';
import { clearServerAnswerCaches, readWebConfigCache } from '@/api/session-cache';

beforeEach(() => {
  resetMocks();
  sessionStorage.clear();
});

/**
 * A change of the mock state changes the mock server's answers; the app's session caches of
 * earlier answers must go with it (mocks/README.md), or closing payment would leave it open.
 */
describe('the mock server tells the app when its answers changed', () => {
  it('after a switch to another preset or a dimension set on its own, once', () => {
    expect(takeServerStateChanged()).toBe(false);
    applyPreset('payment-closed');
    expect(takeServerStateChanged()).toBe(true);
    expect(takeServerStateChanged()).toBe(false);
    setDimensions({ latencyMs: 500 });
    expect(takeServerStateChanged()).toBe(true);
    setDimensions({ latencyMs: 500 });
    expect(takeServerStateChanged()).toBe(false);
  });

  it('not when the page is reloaded with the same URL', () => {
    applyMockUrl('?mock=payment-closed');
    takeServerStateChanged();
    applyMockUrl('?mock=payment-closed');
    expect(takeServerStateChanged()).toBe(false);
    applyMockUrl('?mock=default&mock-account=non-member&mock-order=fails');
    takeServerStateChanged();
    applyMockUrl('?mock=default&mock-account=non-member&mock-order=fails');
    expect(takeServerStateChanged()).toBe(false);
  });

  it('when only the failing endpoint changes, and after 重置模拟数据', () => {
    applyMockUrl('?mock=server-errors&mock-only=/v1/web/config');
    takeServerStateChanged();
    applyMockUrl('?mock=server-errors&mock-only=/v1/ow/im/info');
    expect(takeServerStateChanged()).toBe(true);
    resetMockData();
    expect(takeServerStateChanged()).toBe(true);
  });

  it('the app then drops its cached web config and user info', () => {
    sessionStorage.setItem(
      'web_config',
      JSON.stringify({
        receivedAt: 1,
        data: { cheese_config: { payment_conf: { is_open: 1 } } },
      }),
    );
    sessionStorage.setItem('user_info', JSON.stringify({ token: 't', at: 1, data: {} }));
    expect(readWebConfigCache()).toBeDefined();
    clearServerAnswerCaches();
    expect(readWebConfigCache()).toBeUndefined();
    expect(sessionStorage.getItem('user_info')).toBeNull();
  });
});
