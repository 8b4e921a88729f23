import { afterEach, describe, expect, it } from 'vitest';
import { visitorIsBusy } from '@/features/build-check/visitor-busy';

/** A new build does not reload the page under a visitor's open dialog or typed input. */

afterEach(() => {
  document.body.innerHTML = '';
});

describe('visitorIsBusy', () => {
  it('a page as rendered is not busy', () => {
    document.body.innerHTML = `
      <input type="search" value="精修">
      <input type="checkbox" checked>
      <textarea>note</textarea>
      <select><option>a</option><option selected>b</option></select>
      <input type="hidden" value="x">`;
    expect(visitorIsBusy()).toBe(false);
  });

  it('an open dialog is', () => {
    document.body.innerHTML = '<div role="dialog" aria-label="验证码登录"></div>';
    expect(visitorIsBusy()).toBe(true);
  });

  it.each([
    [
      'a typed text field',
      '<input type="tel">',
      (el: Element) => ((el as HTMLInputElement).value = '138'),
    ],
    [
      'a ticked box',
      '<input type="checkbox">',
      (el: Element) => ((el as HTMLInputElement).checked = true),
    ],
    [
      'a textarea',
      '<textarea></textarea>',
      (el: Element) => ((el as HTMLTextAreaElement).value = '抬头'),
    ],
    [
      'another option',
      '<select><option>a</option><option>b</option></select>',
      (el: Element) => ((el as HTMLSelectElement).selectedIndex = 1),
    ],
  ])('%s is', (_name, html, edit) => {
    document.body.innerHTML = html;
    edit(document.body.firstElementChild!);
    expect(visitorIsBusy()).toBe(true);
  });
});
