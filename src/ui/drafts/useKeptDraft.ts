import { type Signal, useSignal, useSignalEffect } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import type { GameView } from '../../session/gameView';
import { type DraftKind, drafts, draftTableOf } from './entryDrafts';

/**
 * A step's entry not yet confirmed, kept for this same table (see entryDrafts): put back as it was when
 * the step shows again after Back or a reload, written as it changes. `readFrom` takes a kept value only
 * if this step could have made it; `toKeep` gives what to keep (undefined: nothing, the draft is dropped).
 * A correction's or a read-only game's step keeps nothing.
 */
export function useKeptDraft<T>(
  view: GameView,
  kind: DraftKind,
  readFrom: (kept: unknown) => T | undefined,
  empty: T,
  toKeep: (value: T) => unknown,
  keep = true,
): Signal<T> {
  const table = useMemo(() => (keep ? draftTableOf(view) : undefined), [view, keep]);
  const draft = useSignal<T>(useMemo(() => (table && readFrom(drafts.read(kind, table))) ?? empty, [table]));
  useSignalEffect(() => void (table && drafts.write(kind, table, toKeep(draft.value))));
  return draft;
}
