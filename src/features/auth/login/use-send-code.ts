import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SMS_COUNTDOWN_TICK_MS } from '@/shared/constants';
import {
  canSendCode,
  clearCountdown,
  COUNTDOWN_MS,
  reduceSendCode,
  restoreSendCode,
  saveCountdown,
  type SendCodeConditions,
  type SendCodeState,
} from './send-code-machine';

export interface UseSendCodeOptions extends SendCodeConditions {
  /** Countdown storage id (one countdown per id, kept across reloads). */
  countdownId: string | number;
  /** Sends the code; a rejection's message goes to `onError`. */
  send: () => Promise<void>;
  /** The message for a target failing the pattern (or empty), passed to `onError`. */
  validationMessage: string;
  onError?: ((message: string) => void) | undefined;
  onSent?: (() => void) | undefined;
}

export interface SendCode {
  state: SendCodeState;
  /** Whether a click would send now (the button is disabled otherwise). */
  enabled: boolean;
  trigger: () => Promise<void>;
}

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);

export function useSendCode(options: UseSendCodeOptions): SendCode {
  const { countdownId } = options;
  const [state, dispatch] = useReducer(reduceSendCode, countdownId, (id) =>
    restoreSendCode(id, Date.now()),
  );
  const latest = useRef(options);
  const phase = useRef(state.phase);
  useEffect(() => {
    latest.current = options;
    phase.current = state.phase;
  });

  // Tick every SMS_COUNTDOWN_TICK_MS while timing; the time left is computed from the stored end,
  // so a throttled background tab still shows the right number when it wakes up.
  const timingEndsAt = state.phase === 'timing' ? state.endsAt : undefined;
  useEffect(() => {
    if (timingEndsAt === undefined) return;
    const id = window.setInterval(() => {
      const now = Date.now();
      dispatch({ type: 'tick', now });
      if (now >= timingEndsAt) clearCountdown(countdownId);
    }, SMS_COUNTDOWN_TICK_MS);
    return () => window.clearInterval(id);
  }, [timingEndsAt, countdownId]);

  const trigger = useCallback(async () => {
    const o = latest.current;
    if (phase.current !== 'idle' || o.disabled) return;
    if (o.target === '' || !o.pattern(o.target)) {
      o.onError?.(o.validationMessage);
      return;
    }
    phase.current = 'sending';
    dispatch({ type: 'send' });
    try {
      await o.send();
    } catch (error) {
      phase.current = 'idle';
      dispatch({ type: 'failed' });
      latest.current.onError?.(errorMessage(error));
      return;
    }
    const now = Date.now();
    saveCountdown(o.countdownId, now + COUNTDOWN_MS);
    phase.current = 'timing';
    dispatch({ type: 'sent', now });
    latest.current.onSent?.();
  }, []);

  return { state, enabled: canSendCode(state, options), trigger };
}
