import type { GuardInput } from '../guards/types';

/**
 * What runs at each navigation beside the guards and never decides where it goes: it hears the
 * navigation in its place in the chain (docs/product-rules.md §4 "Route guards, in order").
 */
export type NavigationWatch = (input: GuardInput) => void;
