import { SMS_COUNTDOWN_SECONDS } from '@/shared/constants';
import { countdownKey } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';

/**
 * The send-code button's states (docs/product-rules.md §4): idle → sending → timing → idle. Pure,
 * so that the rules are tested without React; `useSendCode` drives it every SMS_COUNTDOWN_TICK_MS.
 */
export type SendCodeState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'timing'; endsAt: number; secondsLeft: number };

export type SendCodeEvent =
  | { type: 'send' }
  | { type: 'sent'; now: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number };

const SECOND_MS = 1000;

/** The countdown's length: seconds, whatever the display refreshes at (SMS_COUNTDOWN_TICK_MS). */
export const COUNTDOWN_MS = SMS_COUNTDOWN_SECONDS * SECOND_MS;

export const idle: SendCodeState = { phase: 'idle' };

/** Whole seconds left, rounded up (59.2 s left shows 60 s; 0 at the end). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / SECOND_MS));
}

function timing(endsAt: number, now: number): SendCodeState {
  const left = secondsLeft(endsAt, now);
  return left > 0 ? { phase: 'timing', endsAt, secondsLeft: left } : idle;
}

export function reduceSendCode(state: SendCodeState, event: SendCodeEvent): SendCodeState {
  switch (event.type) {
    case 'send':
      return state.phase === 'idle' ? { phase: 'sending' } : state;
    case 'sent':
      return state.phase === 'sending' ? timing(event.now + COUNTDOWN_MS, event.now) : state;
    case 'failed':
      return state.phase === 'sending' ? idle : state;
    case 'tick':
      return state.phase === 'timing' ? timing(state.endsAt, event.now) : state;
  }
}

/** The state a (re)mounted button starts in: timing again if a stored countdown still runs. */
export function restoreSendCode(countdownId: string | number, now: number): SendCodeState {
  const endsAt = readCountdown(countdownId);
  // A clock set back must not leave a countdown longer than a fresh one.
  return endsAt === undefined ? idle : timing(Math.min(endsAt, now + COUNTDOWN_MS), now);
}

export interface SendCodeConditions {
  disabled?: boolean | undefined;
  /** The target's field shows an error. */
  error?: boolean | undefined;
  target: string;
  pattern: (target: string) => boolean;
}

/** Disabled while disabled, timing, in error, loading, target empty or failing the pattern. */
export function canSendCode(state: SendCodeState, c: SendCodeConditions): boolean {
  return (
    state.phase === 'idle' && !c.disabled && !c.error && c.target !== '' && c.pattern(c.target)
  );
}

// ── Countdown persistence (localStorage, per source id) ─────────────────────

const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function readCountdown(countdownId: string | number): number | undefined {
  return local.get<number | undefined>(countdownKey(countdownId), undefined, isTimestamp);
}

export function saveCountdown(countdownId: string | number, endsAt: number): void {
  local.set(countdownKey(countdownId), endsAt);
}

export function clearCountdown(countdownId: string | number): void {
  local.remove(countdownKey(countdownId));
}
