/** The kinds of toast (notify.ts sends them, toaster.tsx shows them). */
export type NotifyKind = 'info' | 'success' | 'warning' | 'error';
