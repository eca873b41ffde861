import { areaWordsIn } from '../editions/ruleOf';
import { blackMayStand, moduleTable } from '../modules/index';
import type { TableCorrectionCommand } from '../state/commands';
import { BLACK_IDS } from '../state/modules';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import { colourIds, playerIds, playerWords, totalOf } from '../state/stateHelpers';
import { textProblem } from '../state/text';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { checkCount, checkScore, checkTableArea } from '../table/checks';
import { endGame } from './advance';

/** A correction that puts more black caballeros of a kind on the board than the box has, refused. */
function tooManyBlack(next: GameState): Result<never> | undefined {
  for (const [black, pieces] of Object.entries(moduleTable(next.setup.modules).black)) {
    // Those sent back to a court stay with their figure (reading P16 (a)), counted under their id.
    const count =
      Object.values(next.areas).reduce((sum, counts) => sum + (counts?.[black] ?? 0), 0) + (next.court[black] ?? 0);
    if (pieces && count > pieces.most)
      return fail(
        'correction/too-many',
        words('refusal.correction/too-many.black', { count, who: playerWords(next, black), max: pieces.most }),
        pieces.ref,
      );
  }
  return undefined;
}

/**
 * When the app and the table disagree, the table wins: set counts on areas, courts and scores to
 * what the table shows. The provinces absorb the difference so every colour still has 30; a
 * correction that would need more than 30 is refused. It is kept in the log as a correction.
 */
export function tableCorrection(state: GameState, command: TableCorrectionCommand): Result<GameState> {
  if (typeof command.note !== 'string' || command.note.trim() === '') {
    return fail('correction/no-note', words('refusal.correction/no-note'));
  }
  const badNote = textProblem(command.note, 'note');
  if (badNote) return fail('correction/bad-note', badNote);
  const colours = colourIds(state);
  const table = moduleTable(state.setup.modules);
  let next: GameState = state;
  for (const [name, counts] of Object.entries(command.areas ?? {})) {
    const area = checkTableArea(state, name, words('flow.what.correction'));
    if (!area.ok) return area;
    for (const [id, count] of Object.entries(counts ?? {})) {
      const black = BLACK_IDS.find((b) => b === id && table.black[b] !== undefined);
      if (!colours.includes(id) && !black)
        return fail('correction/unknown-colour', words('refusal.correction/unknown-colour', { value: valueWords(id) }));
      if (black && count !== 0 && !blackMayStand(table, black, area.value))
        return fail(
          'correction/black-area',
          words('refusal.correction/black-area', { who: playerWords(state, id), area: areaWordsIn(state, area.value) }),
          table.black[black]?.ref,
        );
      const bad = checkCount(
        count,
        words('flow.what.inArea', { who: playerWords(state, id), area: areaWordsIn(state, area.value) }),
      );
      if (bad) return bad;
      next = { ...next, areas: { ...next.areas, [area.value]: { ...next.areas[area.value], [id]: count } } };
    }
  }
  for (const [id, count] of Object.entries(command.court ?? {})) {
    if (!colours.includes(id))
      return fail('correction/unknown-colour', words('refusal.correction/unknown-colour', { value: valueWords(id) }));
    const bad = checkCount(count, words('flow.what.court', { who: playerWords(state, id) }));
    if (bad) return bad;
    next = { ...next, court: { ...next.court, [id]: count } };
  }
  for (const [id, score] of Object.entries(command.scores ?? {})) {
    if (!playerIds(state).includes(id))
      return fail('correction/unknown-player', words('refusal.correction/unknown-player', { value: valueWords(id) }));
    const bad = checkScore(score, words('flow.what.score', { who: playerWords(state, id) }));
    if (bad) return bad;
    next = { ...next, scores: { ...next.scores, [id]: score } };
  }
  const blackProblem = tooManyBlack(next);
  if (blackProblem) return blackProblem;
  // Each colour's caballeros in all: 30, or 36 with the Colonies' six more.
  const each = table.caballerosPerColour;
  for (const id of colours) {
    const provinces = each - (totalOf(next, id) - (next.provinces[id] ?? 0));
    if (provinces < 0) {
      return fail(
        'correction/too-many',
        words('refusal.correction/too-many', {
          count: each - provinces,
          who: playerWords(state, id),
          max: each,
        }),
      );
    }
    next = { ...next, provinces: { ...next.provinces, [id]: provinces } };
  }
  // After the game, corrected scores decide the winners again.
  return ok(next.phase === 'over' ? endGame(next) : next);
}
