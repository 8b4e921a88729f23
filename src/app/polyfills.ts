/**
 * The built-ins the shipped code calls that some browsers of the support policy lack
 * (docs/decisions/0012-browser-support.md "Polyfills"): `Array.prototype.at` and `Object.hasOwn`
 * (ky, web-vitals, the guard chain) are missing before Chromium 92/93 and Safari 15.4, and
 * `Array.prototype.findLast` (web-vitals' attribution build) before Chromium 97, Safari 15.4 and
 * Firefox 104. The build lowers syntax only, so such a browser loads ./legacy-polyfills.ts before
 * the app starts; every other browser skips the request. tests/build/check-browser-support.mjs
 * counts a built-in as polyfilled only when that module imports it.
 */
interface Realm {
  Array: ArrayConstructor;
}

/**
 * `findLast` came last of them in every engine: a browser without it may lack the others too, and
 * one with it has them all. One check keeps this first-load module small.
 */
export function lacksBuiltins(realm: Realm = globalThis): boolean {
  return typeof realm.Array.prototype.findLast !== 'function';
}

/** Resolves once the polyfills are in (at once where none is needed); never rejects. */
export function loadPolyfills(): Promise<void> {
  if (!lacksBuiltins()) return Promise.resolve();
  // Without them some pages fail later on; without the app nothing works at all.
  return import('./legacy-polyfills').then(
    () => undefined,
    () => undefined,
  );
}
