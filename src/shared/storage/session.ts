import { createSafeStorage } from './web-storage';

/** sessionStorage, typed and never throwing (see web-storage.ts). */
export const session = createSafeStorage(() => globalThis.sessionStorage);

export const getSession = session.get;
export const setSession = session.set;
