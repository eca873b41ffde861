import { message } from '../../i18n/speech';
import type { LastCorrection } from '../../rules';

/** What undoing the last entry does when that entry is a correction, or the taking back of one. */
export function correctionUndoWords({ kind, index, takenBack }: LastCorrection): string {
  return message(kind === 'correct' ? 'game.undo.correction' : 'game.undo.takingBack', { index, takenBack });
}
