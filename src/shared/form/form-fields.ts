/**
 * docs/product-rules.md §5's field rule, for every form (login, contact, invoice): a field is
 * checked when it loses focus and on submit; empty gives the form's "required" message, wrong its
 * "invalid" one; once a field has failed, it is checked again on every change, so the message goes
 * as soon as the input is right and comes back if it goes wrong again. A pure reducer: the hook is
 * ../hooks/use-form-fields.ts.
 */

/** A form's check of one field against all values (other fields may matter): an error, or none. */
export type FieldCheck<V, F extends keyof V, E> = (field: F, values: V) => E | undefined;

export interface FormFieldsState<V, F extends keyof V, E> {
  values: V;
  errors: Partial<Record<F, E>>;
  /** The fields that have failed once: each change checks them again. */
  armed: Partial<Record<F, true>>;
}

export type FormFieldsAction<V, F extends keyof V, E> =
  /** Typing or choosing: new values; the armed fields among `recheck` are checked again. */
  | { type: 'change'; patch: Partial<V>; recheck: readonly F[] }
  /** A field's blur, or a submit (every field): checked, its message shown, armed when it fails. */
  | { type: 'check'; fields: readonly F[] }
  /** A message from elsewhere (the server, the send-code button), or none. */
  | { type: 'set-error'; field: F; error: E | undefined }
  /** A field emptied and forgotten (login's mode switch); its message and arming go too. */
  | { type: 'clear'; field: F; value: V[F] }
  /** The form anew (sent, or reopened). */
  | { type: 'reset'; values: V };

export function initialFormFields<V, F extends keyof V, E>(values: V): FormFieldsState<V, F, E> {
  return { values, errors: {}, armed: {} };
}

/** The reducer for a form whose fields `validate` checks. */
export function formFieldsReducer<V, F extends keyof V, E>(validate: FieldCheck<V, F, E>) {
  return (
    state: FormFieldsState<V, F, E>,
    action: FormFieldsAction<V, F, E>,
  ): FormFieldsState<V, F, E> => {
    switch (action.type) {
      case 'change': {
        const values = { ...state.values, ...action.patch };
        const errors = { ...state.errors };
        for (const field of action.recheck) {
          if (state.armed[field]) errors[field] = validate(field, values);
        }
        return { ...state, values, errors };
      }
      case 'check': {
        const errors = { ...state.errors };
        const armed = { ...state.armed };
        for (const field of action.fields) {
          const error = validate(field, state.values);
          errors[field] = error;
          if (error !== undefined) armed[field] = true;
        }
        return { ...state, errors, armed };
      }
      case 'set-error':
        return { ...state, errors: { ...state.errors, [action.field]: action.error } };
      case 'clear': {
        const { [action.field]: _error, ...errors } = state.errors;
        const { [action.field]: _armed, ...armed } = state.armed;
        return {
          values: { ...state.values, [action.field]: action.value },
          errors: errors as Partial<Record<F, E>>,
          armed: armed as Partial<Record<F, true>>,
        };
      }
      case 'reset':
        return initialFormFields(action.values);
    }
  };
}
