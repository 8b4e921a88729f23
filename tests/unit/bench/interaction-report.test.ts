import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING_FLOOR_MS,
  failedRow,
  interactionMisses,
  interactionTable,
  runFigures,
  scriptName,
  summarize,
  type EventEntry,
  type LongFrame,
  type RunFigures,
} from '../../../scripts/interaction-report.mjs';

/** The interaction bench's arithmetic (scripts/interaction-report.mjs) on recorded entries. */

const event = (interactionId: number, startTime: number, duration: number, name = 'click') =>
  ({ name, interactionId, startTime, duration }) satisfies EventEntry;

const frame = (startTime: number, duration: number, url = ''): LongFrame => ({
  startTime,
  duration,
  blockingDuration: Math.max(0, duration - 50),
  scripts: url
    ? [
        {
          sourceURL: url,
          sourceFunctionName: '',
          invoker: 'BUTTON.onclick',
          duration: duration - 10,
        },
      ]
    : [],
});

describe('one run', () => {
  it("the interaction's longest entry, timed from its input to the painted response", () => {
    const figures = runFigures({
      events: [
        event(0, 100, 40, 'mousemove'), // no interaction
        event(7, 50, 200), // an earlier interaction, before the click
        event(9, 1002, 48, 'pointerdown'),
        event(9, 1010, 96, 'click'),
        event(10, 1500, 300), // a later one
      ],
      frames: [
        frame(900, 60),
        frame(1005, 120, 'https://x.cn/assets/checkout-Ab12.js?v=1'),
        frame(2000, 80),
      ],
      clickedAt: 1000,
      paintedAt: 1150,
    });
    expect(figures).toEqual({
      duration: 96,
      response: 148,
      longTasks: [
        { duration: 120, blocking: 70, scripts: ['checkout-Ab12.js BUTTON.onclick 110 ms'] },
      ],
    });
  });

  it('an interaction under the threshold counts as the floor, from the moment of the click', () => {
    expect(runFigures({ events: [], frames: [], clickedAt: 500, paintedAt: 530 })).toEqual({
      duration: EVENT_TIMING_FLOOR_MS,
      response: 30,
      longTasks: [],
    });
  });

  it('a response timed from another moment (the order answer); none without a response', () => {
    const events = [event(3, 1000, 64)];
    expect(
      runFigures({ events, frames: [], clickedAt: 999, paintedAt: 1900, from: 1800 }).response,
    ).toBe(100);
    expect(runFigures({ events, frames: [], clickedAt: 999, paintedAt: undefined }).response).toBe(
      null,
    );
  });

  it('names a script by its file and what invoked it', () => {
    expect(
      scriptName({
        sourceURL: '',
        sourceFunctionName: '',
        invoker: 'TimerHandler:setTimeout',
        duration: 51.6,
      }),
    ).toBe('(inline) TimerHandler:setTimeout 52 ms');
  });
});

describe('the runs of an interaction', () => {
  const run = (duration: number, response: number | null): RunFigures => ({
    duration,
    response,
    longTasks: duration > 100 ? [{ duration, blocking: duration - 50, scripts: ['a.js'] }] : [],
  });

  it('median, worst, the spread, and the long tasks of the slowest run', () => {
    const row = summarize({ id: 'buy-open', label: '立即购买' }, [
      run(40, 120),
      run(56, 150),
      run(120, 260),
      run(48, 130),
    ]);
    expect(row.duration).toEqual({ median: 52, worst: 120, runs: [40, 56, 120, 48] });
    expect(row.response).toEqual({ median: 140, worst: 260, runs: [120, 150, 260, 130] });
    expect(row.longTasks).toEqual([{ duration: 120, blocking: 70, scripts: ['a.js'] }]);
  });

  it('misses: the median over a target; the floor is never a miss', () => {
    const rows = [
      summarize({ id: 'slow', label: 's' }, [run(120, 150), run(140, 260)]),
      summarize({ id: 'one-slow-run', label: 'o' }, [run(40, 150), run(40, 150), run(300, 900)]),
      summarize({ id: 'fine', label: 'f' }, [run(40, 150)]),
      summarize({ id: 'hello', label: 'h', floor: true }, [run(300, null)]),
      failedRow({ id: 'broken', label: 'b' }, 'the response did not show'),
    ];
    expect(interactionMisses(rows, { eventTimingMs: 100, responseMs: 200 })).toEqual([
      'slow: Event Timing 130 ms (median) > 100 ms',
      'slow: response 205 ms (median) > 200 ms',
      'broken: not measured (the response did not show)',
    ]);
    const table = interactionTable(rows);
    expect(table).toContain('| s | 130 / 140 | 120, 140 | 205 / 260 | 150, 260 | 140 ms: a.js |');
    expect(table).toContain('| h | 300 / 300 | 300 | – | – | 300 ms: a.js |');
    expect(table).toContain('| b | failed: the response did not show | | | | |');
  });
});
