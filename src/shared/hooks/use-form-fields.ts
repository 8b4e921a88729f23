import { useReducer } from 'react';
import {
  formFieldsReducer,
  initialFormFields,
  type FieldCheck,
  type FormFieldsAction,
  type FormFieldsState,
} from '@/shared/form/form-fields';

/**
 * A form's fields under docs/product-rules.md §5's rule (@/shared/form/form-fields.ts): the
 * values, the messages shown, and the moves a form makes. `validate` may change between renders
 * (it may read the form's options); each action is reduced with the one of its render.
 */
export function useFormFields<V, F extends keyof V, E>(
  initial: V | (() => V),
  validate: FieldCheck<V, F, E>,
) {
  const [state, dispatch] = useReducer(
    (current: FormFieldsState<V, F, E>, action: FormFieldsAction<V, F, E>) =>
      formFieldsReducer(validate)(current, action),
    initial,
    (start) =>
      initialFormFields<V, F, E>(typeof start === 'function' ? (start as () => V)() : start),
  );
  return {
    values: state.values,
    errors: state.errors,
    /** A field's new value; it is checked again if it has failed before. */
    change: <K extends F>(field: K, value: V[K]) => {
      const patch: Partial<V> = {};
      patch[field] = value;
      dispatch({ type: 'change', patch, recheck: [field] });
    },
    /** New values that check nothing again (a choice whose fields are checked elsewhere). */
    update: (patch: Partial<V>, recheck: readonly F[] = []) =>
      dispatch({ type: 'change', patch, recheck }),
    /** A blur: the field is checked now. */
    check: (field: F) => dispatch({ type: 'check', fields: [field] }),
    /** A submit: every field in `fields` is checked; returns the first that fails, in that order. */
    checkAll: (fields: readonly F[]): F | undefined => {
      dispatch({ type: 'check', fields });
      return fields.find((field) => validate(field, state.values) !== undefined);
    },
    setError: (field: F, error: E | undefined) => dispatch({ type: 'set-error', field, error }),
    clear: <K extends F>(field: K, value: V[K]) => dispatch({ type: 'clear', field, value }),
    reset: (values: V) => dispatch({ type: 'reset', values }),
  };
}
