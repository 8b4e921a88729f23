import type { Guard, GuardInput, GuardOutcome } from './types';

/** Runs guards in order; the first outcome that is not `next` ends the chain. */
export async function runGuards(
  guards: readonly Guard[],
  input: GuardInput,
): Promise<GuardOutcome> {
  for (const guard of guards) {
    const outcome = await guard(input);
    if (outcome.kind !== 'next') return outcome;
  }
  return { kind: 'next' };
}
