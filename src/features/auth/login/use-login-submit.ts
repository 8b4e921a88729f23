import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Credentials } from '../session';
import {
  initialLoginSubmit,
  reduceLoginSubmit,
  type LoginSubmitEvent,
  type LoginSubmitState,
} from './login-submit-machine';

export interface LoginSubmit {
  state: LoginSubmitState;
  /** Applies an event; a transition into submitting starts the login. */
  send: (event: LoginSubmitEvent) => void;
  /** A login is on its way (read at once, not at the next render). */
  submitting: () => boolean;
}

/**
 * Drives ./login-submit-machine.ts. `login` runs once per transition into submitting and reports
 * its outcome as `loggedIn` or `loginFailed`. The machine's state is also kept where an event
 * handler reads it at once, so two clicks in one frame see the first one's transition.
 */
export function useLoginSubmit(
  login: (credentials: Credentials) => Promise<LoginSubmitEvent>,
): LoginSubmit {
  const [state, dispatch] = useReducer(reduceLoginSubmit, initialLoginSubmit);
  const current = useRef(state);
  const loginRef = useRef(login);
  useEffect(() => {
    loginRef.current = login;
  });

  const send = useCallback((event: LoginSubmitEvent) => {
    const step = (next: LoginSubmitEvent): void => {
      const before = current.current;
      const after = reduceLoginSubmit(before, next);
      current.current = after;
      dispatch(next);
      if (after.phase === 'submitting' && before.phase !== 'submitting' && after.credentials) {
        void loginRef.current(after.credentials).then(step);
      }
    };
    step(event);
  }, []);

  const submitting = useCallback(() => current.current.phase === 'submitting', []);
  return { state, send, submitting };
}
