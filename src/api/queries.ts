/**
 * One `queryOptions` factory per query: key, fn and the retry count of docs/product-rules.md §9
 * (user info 3, im info 2, everything else 0). Keys follow a per-service hierarchy so invalidation
 * works by prefix.
 *
 * The factories live in one module per area (./queries/*) and this file only re-exports them: the
 * bundler then takes into the first load only the areas the start-up code uses (./queries/session),
 * not every service of the API (perf-budget.json). Keep it a pure re-export.
 */
export * from './queries/keys';
export * from './queries/session';
export * from './queries/account';
export * from './queries/config';
export * from './queries/orders';
export * from './queries/public';
