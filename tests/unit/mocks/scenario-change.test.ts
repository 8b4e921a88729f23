import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyScenarioFromUrl,
  resetMockData,
  resetMocks,
  setScenario,
  takeServerStateChanged,
} from '../../../mocks/scenarios';
import { clearServerAnswerCaches, readWebConfigCache } from '@/api/session-cache';

beforeEach(() => {
  resetMocks();
  sessionStorage.clear();
});

/**
 * A scenario switch changes the mock server's answers; the app's session caches of earlier answers
 * must go with it (mocks/README.md), or `payment-closed` after `default` would keep payment open.
 */
describe('the mock server tells the app when its answers changed', () => {
  it('after a switch to another scenario, once', () => {
    expect(takeServerStateChanged()).toBe(false);
    setScenario('payment-closed');
    expect(takeServerStateChanged()).toBe(true);
    expect(takeServerStateChanged()).toBe(false);
  });

  it('not when the page is reloaded with the same ?mock=', () => {
    applyScenarioFromUrl('?mock=payment-closed');
    takeServerStateChanged();
    applyScenarioFromUrl('?mock=payment-closed');
    expect(takeServerStateChanged()).toBe(false);
  });

  it('when only the failing endpoint changes, and after 重置模拟数据', () => {
    applyScenarioFromUrl('?mock=server-errors&mock-only=/v1/web/config');
    takeServerStateChanged();
    applyScenarioFromUrl('?mock=server-errors&mock-only=/v1/ow/im/info');
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
