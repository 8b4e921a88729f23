import { createSafeStorage } from './web-storage';

/** localStorage, typed and never throwing (see web-storage.ts). */
export const local = createSafeStorage(() => globalThis.localStorage);

export const getLocal = local.get;
export const setLocal = local.set;
export const removeLocal = local.remove;
