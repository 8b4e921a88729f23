// Types of scripts/interaction-report.mjs, for its unit test (tests/unit/bench/interaction-report.test.ts).

export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

export interface FrameScript {
  sourceURL: string;
  sourceFunctionName: string;
  invoker: string;
  duration: number;
}

export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: FrameScript[];
}

export interface LongTaskFigure {
  duration: number;
  blocking: number;
  scripts: string[];
}

export interface RunFigures {
  duration: number;
  response: number | null;
  longTasks: LongTaskFigure[];
}

export interface Spread {
  median: number;
  worst: number;
  runs: number[];
}

export interface MeasuredRow {
  id: string;
  label: string;
  floor: boolean;
  responseFrom: string;
  duration: Spread;
  response: Spread | null;
  longTasks: LongTaskFigure[];
  error?: undefined;
}

export interface FailedRow {
  id: string;
  label: string;
  floor: boolean;
  responseFrom: string;
  error: string;
}

export type InteractionRow = MeasuredRow | FailedRow;

export interface InteractionTargets {
  eventTimingMs: number;
  responseMs: number;
}

export const EVENT_TIMING_FLOOR_MS: number;

export function runFigures(recorded: {
  events: EventEntry[];
  frames: LongFrame[];
  clickedAt: number;
  paintedAt: number | undefined;
  from?: number | undefined;
}): RunFigures;

export function scriptName(script: FrameScript): string;

export function summarize(
  interaction: { id: string; label: string; floor?: boolean; responseFrom?: string },
  runs: RunFigures[],
): MeasuredRow;

export function failedRow(
  interaction: { id: string; label: string; floor?: boolean; responseFrom?: string },
  error: string,
): FailedRow;

export function interactionMisses(rows: InteractionRow[], targets: InteractionTargets): string[];

export function interactionTable(rows: InteractionRow[]): string;
