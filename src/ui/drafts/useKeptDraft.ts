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
  // The table as it stands when the step shows, and again at each change: a step that stays while other
  // entries are made (a turn's order, across its card and placement) keeps its draft with the table now.
  const tableNow = () => (keep ? draftTableOf(view) : undefined);
  const draft = useSignal<T>(
    useMemo(() => {
      const table = tableNow();
      return (table && readFrom(drafts.read(kind, table))) ?? empty;
    }, [view, keep]),
  );
  useSignalEffect(() => {
    const value = draft.value;
    const table = tableNow();
    if (table) drafts.write(kind, table, toKeep(value));
  });
  return draft;
}
