// The arithmetic and the printing of the interaction bench (scripts/bench-interactions.mjs): pure
// functions of what the page recorded, unit-tested in tests/unit/bench/interaction-report.test.ts.
// Types: interaction-report.d.mts.

/**
 * Event Timing reports no interaction shorter than its smallest threshold (16 ms): such an
 * interaction is counted as this, an upper bound.
 */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * One run's figures from what the page's probe recorded (the Event Timing entries, the long
 * animation frames, and the times the bench took around the input):
 * - `duration`: the longest Event Timing entry of the interaction (what INP reports), or the floor;
 * - `response`: from the input (or, with `from`, from that moment, e.g. the order's answer) to the
 *   first frame that showed the response;
 * - `longTasks`: the long animation frames between the input and that frame, each with its
 *   blocking time and the scripts that ran in it.
 */
export function runFigures({ events, frames, clickedAt, paintedAt, from }) {
  const own = events.filter((e) => e.interactionId > 0 && e.startTime >= clickedAt - 1);
  const firstId = own.length ? Math.min(...own.map((e) => e.interactionId)) : undefined;
  const entries = own.filter((e) => e.interactionId === firstId);
  const inputAt = entries.length ? Math.min(...entries.map((e) => e.startTime)) : clickedAt;
  const duration = entries.length
    ? Math.max(...entries.map((e) => e.duration))
    : EVENT_TIMING_FLOOR_MS;
  const start = from ?? inputAt;
  const longTasks = frames
    .filter((f) => f.startTime + f.duration >= inputAt && f.startTime <= paintedAt)
    .map((f) => ({
      duration: Math.round(f.duration),
      blocking: Math.round(f.blockingDuration),
      scripts: f.scripts.map(scriptName),
    }));
  return {
    duration: Math.max(duration, EVENT_TIMING_FLOOR_MS),
    response: paintedAt === undefined ? null : Math.max(0, Math.round(paintedAt - start)),
    longTasks,
  };
}

/** A script of a long animation frame, named by its file and what invoked it. */
export function scriptName(script) {
  const file = script.sourceURL ? script.sourceURL.split('?')[0].split('/').pop() : '';
  const what = script.sourceFunctionName || script.invoker || '';
  return `${file || '(inline)'}${what ? ` ${what}` : ''} ${Math.round(script.duration)} ms`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * An interaction's runs summed up: median and worst of the Event Timing duration and of the
 * response time, every run's values (the spread), and the long tasks of the slowest run.
 */
export function summarize(interaction, runs) {
  const durations = runs.map((r) => r.duration);
  const responses = runs.map((r) => r.response).filter((r) => r !== null);
  const slowest = runs.reduce((a, b) => (b.duration > a.duration ? b : a), runs[0]);
  return {
    id: interaction.id,
    label: interaction.label,
    floor: Boolean(interaction.floor),
    responseFrom: interaction.responseFrom ?? 'input',
    duration: { median: median(durations), worst: Math.max(...durations), runs: durations },
    response: responses.length
      ? { median: median(responses), worst: Math.max(...responses), runs: responses }
      : null,
    longTasks: slowest?.longTasks ?? [],
  };
}

/** An interaction whose run failed (its page never showed the response, a step broke). */
export function failedRow(interaction, error) {
  return {
    id: interaction.id,
    label: interaction.label,
    floor: Boolean(interaction.floor),
    responseFrom: interaction.responseFrom ?? 'input',
    error,
  };
}

/**
 * What is over the limits (perf-budget.json `targets.interactions`, or the `benchGates` the bench
 * fails on): one line each. The median of the runs is compared: on a two-core machine a single run
 * of the floor itself (a click that does nothing) can be slow, so a worst run says more about the
 * machine than the page.
 */
export function interactionMisses(rows, targets) {
  const misses = [];
  for (const row of rows) {
    if (row.error) {
      misses.push(`${row.id}: not measured (${row.error})`);
      continue;
    }
    if (row.floor) continue;
    if (row.duration.median > targets.eventTimingMs)
      misses.push(
        `${row.id}: Event Timing ${row.duration.median} ms (median) > ${targets.eventTimingMs} ms`,
      );
    if (row.response && row.response.median > targets.responseMs)
      misses.push(
        `${row.id}: response ${row.response.median} ms (median) > ${targets.responseMs} ms`,
      );
  }
  return misses;
}

const spread = (values) => values.map((v) => Math.round(v)).join(', ');

/** The Markdown table printed beside the load table. */
export function interactionTable(rows) {
  const lines = [
    '| interaction | Event Timing median / worst (ms) | runs | response median / worst (ms) | runs | long tasks (slowest run) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    if (row.error) {
      lines.push(`| ${row.label} | failed: ${row.error} | | | | |`);
      continue;
    }
    const response = row.response
      ? `${Math.round(row.response.median)} / ${row.response.worst}${row.responseFrom === 'input' ? '' : ` (from ${row.responseFrom})`}`
      : '–';
    const tasks = row.longTasks.length
      ? row.longTasks
          .map((t) => `${t.duration} ms: ${t.scripts.join('; ') || 'no script'}`)
          .join('<br>')
      : 'none';
    lines.push(
      `| ${row.label} | ${Math.round(row.duration.median)} / ${row.duration.worst} | ${spread(row.duration.runs)} | ${response} | ${row.response ? spread(row.response.runs) : '–'} | ${tasks} |`,
    );
  }
  return lines.join('\n');
}
