/** A guard that tells whether a parsed value has the expected shape. */
export type Guard<T> = (value: unknown) => value is T;

/**
 * Parses stored JSON, falling back to `fallback` when the text is missing, unparsable, `null`,
 * or rejected by the optional guard. Never throws.
 */
export function parseStored<T>(raw: string | null | undefined, fallback: T, guard?: Guard<T>): T {
  if (raw === null || raw === undefined || raw === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (value === null || value === undefined) return fallback;
  if (guard && !guard(value)) return fallback;
  return value as T;
}

/** JSON.stringify that never throws (cycles, BigInt): returns null instead. */
export function stringifySafe(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}
