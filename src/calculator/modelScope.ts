import { computed, type ReadonlySignal } from '@preact/signals-core';

/**
 * What the calculator's models share to stop cleanly: the effects they start, and a way to run work
 * after the next paint that is dropped once the models are disposed.
 */
export interface ModelScope {
  /** Each effect's stop, run by `dispose`. */
  readonly effects: (() => void)[];
  /** Runs `task` after the next paint, unless the models were disposed meanwhile. */
  readonly afterPaint: (task: () => void) => void;
  /** Stops every effect: nothing is scored or kept on this device afterwards. */
  readonly dispose: () => void;
}

export function createModelScope(): ModelScope {
  const effects: (() => void)[] = [];
  let disposed = false;
  return {
    effects,
    afterPaint: (task) => afterNextPaint(() => disposed || task()),
    dispose() {
      disposed = true;
      for (const stop of effects.splice(0)) stop();
    },
  };
}

/** Runs `task` once the browser has painted the next frame (at once where there are no frames). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') return task();
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * A list worked out from signals that stays the very same list while its items do: what shows it is not
 * redrawn by a change that leaves it as it was (a count tapped outside the Castillo leaves the disks asked).
 */
export function sameListOnceEqual<T>(work: () => readonly T[]): ReadonlySignal<readonly T[]> {
  let last: readonly T[] = [];
  return computed(() => {
    const next = work();
    if (next.length !== last.length || next.some((item, i) => item !== last[i])) last = next;
    return last;
  });
}
