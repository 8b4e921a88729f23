import { createEventBus } from './bus';

/**
 * A failure in the browser worth an engineer's attention (docs/tracking-plan.md `client_error`).
 * Those who see one report it here; the error reporter (src/features/analytics/error-reporter.ts)
 * scrubs, de-duplicates, rate-limits and sends them once analytics has loaded.
 */
export interface ClientErrorReport {
  kind: 'uncaught' | 'rejection' | 'boundary' | 'chunk_load' | 'chunk_reload' | 'api' | 'link';
  /** The error's message (scrubbed before it leaves). */
  message: string;
  /** The error's name (TypeError, ApiError…). */
  name?: string;
  /** Where it was thrown: script URL and line, when the browser says. */
  source?: string;
  /**
   * API failures: the call's URL (its path is sent), HTTP status, business code, failure kind. A
   * refused link: the call whose answer carried it.
   */
  endpoint?: string;
  status?: number;
  code?: number;
  reason?: string;
}

export const clientErrors = createEventBus<ClientErrorReport>();

export function reportClientError(report: ClientErrorReport): void {
  clientErrors.emit(report);
}
