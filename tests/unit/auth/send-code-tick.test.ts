import { describe, expect, it, vi } from 'vitest';

// The display may refresh at another rate; the countdown still lasts its seconds.
vi.mock('@/shared/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/constants')>()),
  SMS_COUNTDOWN_TICK_MS: 250,
}));

describe('SMS countdown length does not depend on the refresh tick', () => {
  it('60 s, counted in whole seconds, with a 250 ms tick', async () => {
    const { COUNTDOWN_MS, secondsLeft } = await import('@/features/auth/login/send-code-machine');
    expect(COUNTDOWN_MS).toBe(60_000);
    expect(secondsLeft(60_000, 800)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
  });
});
