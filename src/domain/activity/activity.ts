import { ApiError } from '@/api/errors';
import type { ActivityCommonInfo } from '@/api/types';

/**
 * What the site may say about an activity: only what GET /v1/activity/common/info answered
 * (docs/product-rules.md §2 "Activity"). An answer with a name is a running activity; a business
 * code or an answer without a name is one the server does not run (unknown or ended), which
 * neither shows an offer nor attributes the visit.
 */
export type ActivityView =
  | { kind: 'loading' }
  | { kind: 'running'; name: string; sourceId: number }
  | { kind: 'gone' }
  | { kind: 'failed' };

/** The activity's name when the answer names one, else undefined. */
export function runningActivityName(info: ActivityCommonInfo | undefined): string | undefined {
  const name = typeof info?.name === 'string' ? info.name.trim() : '';
  return name || undefined;
}

/** The page's view of the lookup: its answer, its error, or neither yet. */
export function activityView(answer: {
  data: ActivityCommonInfo | undefined;
  error: unknown;
}): ActivityView {
  if (answer.data) {
    const name = runningActivityName(answer.data);
    return name ? { kind: 'running', name, sourceId: answer.data.source_id } : { kind: 'gone' };
  }
  if (answer.error == null) return { kind: 'loading' };
  return answer.error instanceof ApiError && answer.error.kind === 'business'
    ? { kind: 'gone' }
    : { kind: 'failed' };
}
