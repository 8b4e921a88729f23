import { isApiError } from '@/api/errors';
import { BusinessCode, LoginMode } from '@/shared/enums';
import type { Credentials } from '../session';
import type { LoginField } from './login-fields';

/**
 * The login dialog's submit (docs/product-rules.md §4): editing → (the agreement prompt, when the
 * agreement is not ticked) → submitting → editing. One login at a time: a submit while one is
 * asked for or on its way is ignored. Pure, so that the rules are tested without React;
 * `useLoginSubmit` drives it.
 */
export interface LoginSubmitState {
  phase: 'editing' | 'confirming' | 'submitting';
  /** Held while the agreement prompt asks, sent while submitting. */
  credentials?: Credentials | undefined;
  agreed: boolean;
  /** A message for the whole form: a failed login or a code that could not be sent. */
  formError?: string | undefined;
  /** The code-sent note under the code field. */
  notice?: string | undefined;
}

export type LoginSubmitEvent =
  | { type: 'agreementToggled'; agreed: boolean }
  | { type: 'submitted'; credentials: Credentials }
  | { type: 'agreementAccepted' }
  | { type: 'agreementDeclined' }
  | { type: 'loggedIn' }
  /** `formError` undefined: the message went to a field (a wrong code or password). */
  | { type: 'loginFailed'; formError?: string | undefined }
  | { type: 'codeRequested' }
  | { type: 'codeSent'; notice: string }
  | { type: 'codeFailed'; formError: string }
  | { type: 'modeSwitched' };

/**
 * Where a failed login's message goes: a wrong code or password under its field, anything else
 * (network, server, a refused account) above the button.
 */
export function loginFailure(
  error: unknown,
  mode: LoginMode,
  fallback: string,
): { field?: LoginField; message: string } {
  const message = error instanceof Error && error.message ? error.message : fallback;
  const wrongSecret =
    isApiError(error) &&
    (error.code === BusinessCode.VerificationCode || error.code === BusinessCode.AuthVerify);
  if (!wrongSecret) return { message };
  return { field: mode === LoginMode.SMS ? 'code' : 'password', message };
}

export const initialLoginSubmit: LoginSubmitState = { phase: 'editing', agreed: false };

const submitting = (state: LoginSubmitState, credentials: Credentials): LoginSubmitState => ({
  ...state,
  phase: 'submitting',
  credentials,
  agreed: true,
  formError: undefined,
});

const editing = (state: LoginSubmitState, formError?: string): LoginSubmitState => ({
  ...state,
  phase: 'editing',
  credentials: undefined,
  formError,
});

export function reduceLoginSubmit(
  state: LoginSubmitState,
  event: LoginSubmitEvent,
): LoginSubmitState {
  switch (event.type) {
    case 'agreementToggled':
      return { ...state, agreed: event.agreed };
    case 'submitted':
      if (state.phase !== 'editing') return state;
      return state.agreed
        ? submitting(state, event.credentials)
        : { ...state, phase: 'confirming', credentials: event.credentials };
    case 'agreementAccepted':
      return state.phase === 'confirming' && state.credentials
        ? submitting(state, state.credentials)
        : state;
    case 'agreementDeclined':
      return state.phase === 'confirming' ? editing(state, state.formError) : state;
    case 'loggedIn':
      return state.phase === 'submitting' ? editing(state) : state;
    case 'loginFailed':
      return state.phase === 'submitting' ? editing(state, event.formError) : state;
    case 'codeRequested':
      return { ...state, formError: undefined };
    case 'codeSent':
      return { ...state, notice: event.notice };
    case 'codeFailed':
      return { ...state, notice: undefined, formError: event.formError };
    case 'modeSwitched':
      return { ...state, formError: undefined, notice: undefined };
  }
}
