import type { TableCorrectionCommand } from '../state/commands';
import { CABALLEROS_PER_PLAYER } from '../state/pieces';
import { describeValue } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import { colourIds, nameOf, playerIds, totalOf } from '../state/stateHelpers';
import { textProblem } from '../state/text';
import type { GameState } from '../state/types';
import { checkCount, checkScore, checkTableArea } from '../table/checks';
import { endGame } from './advance';

/**
 * When the app and the table disagree, the table wins: set counts on areas, courts and scores to
 * what the table shows. The provinces absorb the difference so every colour still has 30; a
 * correction that would need more than 30 is refused. It is kept in the log as a correction.
 */
export function tableCorrection(state: GameState, command: TableCorrectionCommand): Result<GameState> {
  if (typeof command.note !== 'string' || command.note.trim() === '') {
    return fail('correction/no-note', 'Say in a few words what the table shows that the app did not');
  }
  const badNote = textProblem(command.note, 'note');
  if (badNote) return fail('correction/bad-note', badNote);
  const colours = colourIds(state);
  let next: GameState = state;
  for (const [name, counts] of Object.entries(command.areas ?? {})) {
    const area = checkTableArea(state, name, 'Correction');
    if (!area.ok) return area;
    for (const [id, count] of Object.entries(counts ?? {})) {
      if (!colours.includes(id))
        return fail('correction/unknown-colour', `${describeValue(id)} is not a colour in this game`);
      const bad = checkCount(count, `${nameOf(state, id)} in ${area.value}`);
      if (bad) return bad;
      next = { ...next, areas: { ...next.areas, [area.value]: { ...next.areas[area.value], [id]: count } } };
    }
  }
  for (const [id, count] of Object.entries(command.court ?? {})) {
    if (!colours.includes(id))
      return fail('correction/unknown-colour', `${describeValue(id)} is not a colour in this game`);
    const bad = checkCount(count, `${nameOf(state, id)}'s court`);
    if (bad) return bad;
    next = { ...next, court: { ...next.court, [id]: count } };
  }
  for (const [id, score] of Object.entries(command.scores ?? {})) {
    if (!playerIds(state).includes(id))
      return fail('correction/unknown-player', `${describeValue(id)} is not a scoring player`);
    const bad = checkScore(score, `${nameOf(state, id)}'s score`);
    if (bad) return bad;
    next = { ...next, scores: { ...next.scores, [id]: score } };
  }
  for (const id of colours) {
    const provinces = CABALLEROS_PER_PLAYER - (totalOf(next, id) - (next.provinces[id] ?? 0));
    if (provinces < 0) {
      return fail(
        'correction/too-many',
        `That puts ${CABALLEROS_PER_PLAYER - provinces} of ${nameOf(state, id)}'s caballeros outside the provinces, but a colour has only ${CABALLEROS_PER_PLAYER}`,
      );
    }
    next = { ...next, provinces: { ...next.provinces, [id]: provinces } };
  }
  // After the game, corrected scores decide the winners again.
  return ok(next.phase === 'over' ? endGame(next) : next);
}
