import { describe, expect, it } from 'vitest';
import { formFieldsReducer, initialFormFields } from '@/shared/form/form-fields';

/**
 * docs/product-rules.md §5's field rule, transition by transition, on a two-field form whose
 * `confirm` depends on `code` (a check reads every value).
 */
interface Values {
  code: string;
  confirm: string;
  note: string;
}
type Field = 'code' | 'confirm';
type Error = 'required' | 'invalid' | 'mismatch';

const validate = (field: Field, values: Values): Error | undefined => {
  if (field === 'code') {
    if (!values.code) return 'required';
    return /^\d{6}$/.test(values.code) ? undefined : 'invalid';
  }
  return values.confirm === values.code ? undefined : 'mismatch';
};
const reduce = formFieldsReducer<Values, Field, Error>(validate);
const EMPTY: Values = { code: '', confirm: '', note: '' };
const start = () => initialFormFields<Values, Field, Error>(EMPTY);

describe('the form field rule', () => {
  it('starts with no message and nothing armed', () => {
    expect(start()).toEqual({ values: EMPTY, errors: {}, armed: {} });
  });

  it('typing in a field never checked shows nothing, even when it is wrong', () => {
    const state = reduce(start(), { type: 'change', patch: { code: '12' }, recheck: ['code'] });
    expect(state.values.code).toBe('12');
    expect(state.errors).toEqual({});
  });

  it('a blur on an empty field says required, on a wrong one invalid, and arms it', () => {
    const empty = reduce(start(), { type: 'check', fields: ['code'] });
    expect(empty.errors.code).toBe('required');
    expect(empty.armed.code).toBe(true);
    const wrong = reduce(
      reduce(start(), { type: 'change', patch: { code: '12' }, recheck: ['code'] }),
      { type: 'check', fields: ['code'] },
    );
    expect(wrong.errors.code).toBe('invalid');
  });

  it('a blur on a right field shows nothing and does not arm it', () => {
    const typed = reduce(start(), { type: 'change', patch: { code: '123456' }, recheck: ['code'] });
    const state = reduce(typed, { type: 'check', fields: ['code'] });
    expect(state.errors.code).toBeUndefined();
    expect(state.armed.code).toBeUndefined();
    // Not armed: typing it wrong again waits for the next blur.
    const again = reduce(state, { type: 'change', patch: { code: '1' }, recheck: ['code'] });
    expect(again.errors.code).toBeUndefined();
  });

  it('after a failure each change checks again: the message goes when right, comes back when wrong', () => {
    let state = reduce(start(), { type: 'check', fields: ['code'] });
    state = reduce(state, { type: 'change', patch: { code: '1' }, recheck: ['code'] });
    expect(state.errors.code).toBe('invalid');
    state = reduce(state, { type: 'change', patch: { code: '123456' }, recheck: ['code'] });
    expect(state.errors.code).toBeUndefined();
    state = reduce(state, { type: 'change', patch: { code: '12345' }, recheck: ['code'] });
    expect(state.errors.code).toBe('invalid');
    state = reduce(state, { type: 'change', patch: { code: '' }, recheck: ['code'] });
    expect(state.errors.code).toBe('required');
  });

  it('a change re-checks only the armed fields it names, against the new values', () => {
    let state = reduce(start(), { type: 'change', patch: { confirm: 'x' }, recheck: ['confirm'] });
    state = reduce(state, { type: 'check', fields: ['code', 'confirm'] });
    expect(state.errors).toEqual({ code: 'required', confirm: 'mismatch' });
    // The code changes, and the confirmation (which depends on it) is named too.
    state = reduce(state, { type: 'change', patch: { code: 'x' }, recheck: ['code', 'confirm'] });
    expect(state.errors).toEqual({ code: 'invalid', confirm: undefined });
    // A change naming nothing checks nothing.
    state = reduce(state, { type: 'change', patch: { note: 'hi', code: '' }, recheck: [] });
    expect(state.errors.code).toBe('invalid');
  });

  it('a submit checks every field at once and arms the failures', () => {
    const state = reduce(start(), { type: 'check', fields: ['code', 'confirm'] });
    expect(state.errors).toEqual({ code: 'required', confirm: undefined });
    expect(state.armed).toEqual({ code: true });
  });

  it('a message from elsewhere shows until the next check of that field', () => {
    let state = reduce(start(), { type: 'set-error', field: 'code', error: 'invalid' });
    expect(state.errors.code).toBe('invalid');
    state = reduce(state, { type: 'change', patch: { code: '123456' }, recheck: ['code'] });
    expect(state.errors.code).toBe('invalid'); // not armed: the server's word stands
    state = reduce(state, { type: 'check', fields: ['code'] });
    expect(state.errors.code).toBeUndefined();
  });

  it('clearing a field empties it and forgets its message and arming', () => {
    let state = reduce(start(), { type: 'check', fields: ['code'] });
    state = reduce(state, { type: 'clear', field: 'code', value: '' });
    expect(state.errors).toEqual({});
    expect(state.armed).toEqual({});
    state = reduce(state, { type: 'change', patch: { code: '1' }, recheck: ['code'] });
    expect(state.errors.code).toBeUndefined();
  });

  it('a reset starts the form anew', () => {
    const dirty = reduce(start(), { type: 'check', fields: ['code', 'confirm'] });
    const values = { ...EMPTY, note: 'kept' };
    expect(reduce(dirty, { type: 'reset', values })).toEqual({ values, errors: {}, armed: {} });
  });
});
