import { areaName, ruleOf } from '../../editions/ruleOf';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../../state/mobileScoreboards';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import { checkTableArea } from '../../table/checks';
import { mobileScoreboardTargets } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "mobile-scoreboard", board: "8-4-0" | "4-0-0", to: area }';

/**
 * Put a mobile scoreboard on an area, or move one already there: any region or the Castillo,
 * never into or out of the King's region, never onto the other scoreboard.
 */
export const mobileScoreboard = defineEffect({
  id: 'mobile-scoreboard',
  topic: 'stack-4',
  words: 'Put a mobile scoreboard on an area, or move one already out: its values then count there.',
  kinds: ['mobile-scoreboard'],
  expects: EXPECTS,
  guide: (state) => {
    const boards = MOBILE_SCOREBOARD_IDS.map((board) => ({
      board,
      now: state.mobileScoreboards[board],
      targets: mobileScoreboardTargets(state, board),
    }));
    return [{ kind: 'mobile-scoreboard', available: boards.some((b) => b.targets.length > 0), boards }];
  },
  apply(state, action, context) {
    if (action?.kind !== 'mobile-scoreboard') return wrongKind(state, action, context, EXPECTS);
    const rule = ruleOf(state, 'stack-4');
    if (!MOBILE_SCOREBOARD_IDS.includes(action.board)) {
      return fail(
        'scoreboard/unknown',
        `${describeValue(action.board)} is not a mobile scoreboard: use 8-4-0 or 4-0-0`,
        rule,
      );
    }
    const to = checkTableArea(state, action.to, 'The scoreboard');
    if (!to.ok) return to;
    const now = state.mobileScoreboards[action.board];
    const king = ruleOf(state, 'king-region');
    if (now === state.king)
      return fail(
        'king/region-taboo',
        `The ${action.board} scoreboard lies in the King's region and cannot leave it`,
        king,
      );
    if (to.value === state.king)
      return fail(
        'king/region-taboo',
        `${areaName(state, to.value)} is the King's region: no scoreboard may go there`,
        king,
      );
    if (now === to.value)
      return fail(
        'scoreboard/already-there',
        `The ${action.board} scoreboard already lies on ${areaName(state, to.value)}`,
        rule,
      );
    const other = MOBILE_SCOREBOARD_IDS.find((b: MobileScoreboardId) => b !== action.board);
    if (other !== undefined && state.mobileScoreboards[other] === to.value) {
      return fail(
        'scoreboard/occupied',
        `The ${other} scoreboard already lies on ${areaName(state, to.value)}: the two never share an area`,
        rule,
      );
    }
    return ok({ ...state, mobileScoreboards: { ...state.mobileScoreboards, [action.board]: to.value } });
  },
});
