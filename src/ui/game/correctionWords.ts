import type { LastCorrection } from '../../rules';

const entriesWord = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** What undoing the last entry does when that entry is a correction, or the taking back of one. */
export function correctionUndoWords({ kind, index, takenBack }: LastCorrection): string {
  if (kind === 'correct')
    return `the correction of entry ${index}${takenBack ? `, bringing back the ${entriesWord(takenBack)} it took back` : ''}`;
  return `the taking back of the correction of entry ${index}, which puts it back${takenBack ? ` and takes back ${entriesWord(takenBack)} again` : ''}`;
}
