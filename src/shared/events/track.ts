import { createEventBus } from './bus';
import type { TrackedEventName, TrackingPlan } from './tracking-plan';

/** One event of the tracking plan (./tracking-plan.ts) with its properties. */
export type TrackedEvent = {
  [E in TrackedEventName]: { event: E; properties: TrackingPlan[E] };
}[TrackedEventName];

/** Analytics listens here (src/features/analytics); the features that send know no SDK. */
export const trackedEvents = createEventBus<TrackedEvent>();

/** Sends an event of the tracking plan (through analytics, which may load later). */
export function track(event: TrackedEvent): void {
  trackedEvents.emit(event);
}
