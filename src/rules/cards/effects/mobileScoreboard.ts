import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../../state/mobileScoreboards';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import { words } from '../../state/words';
import { checkTableArea } from '../../table/checks';
import { quarantineRefusal } from '../../table/quarantine';
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
  words: words('effect.mobile-scoreboard'),
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
        words('refusal.scoreboard/unknown', { board: describeValue(action.board) }),
        rule,
      );
    }
    const to = checkTableArea(state, action.to, words('flow.what.scoreboard'));
    if (!to.ok) return to;
    const now = state.mobileScoreboards[action.board];
    const king = ruleOf(state, 'king-region');
    if (now === state.king)
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.scoreboardLeaves', { board: action.board }),
        king,
      );
    if (to.value === state.king)
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.scoreboardEnters', { area: areaWordsIn(state, to.value) }),
        king,
      );
    // The scoreboard of a quarantine stays on it, and no other enters it (card 93).
    const quarantined = quarantineRefusal(state, now, 'leave') ?? quarantineRefusal(state, to.value, 'enter');
    if (quarantined) return { ok: false, error: quarantined };
    if (now === to.value)
      return fail(
        'scoreboard/already-there',
        words('refusal.scoreboard/already-there', { board: action.board, area: areaWordsIn(state, to.value) }),
        rule,
      );
    const other = MOBILE_SCOREBOARD_IDS.find((b: MobileScoreboardId) => b !== action.board);
    if (other !== undefined && state.mobileScoreboards[other] === to.value) {
      return fail(
        'scoreboard/occupied',
        words('refusal.scoreboard/occupied', { board: other, area: areaWordsIn(state, to.value) }),
        rule,
      );
    }
    return ok({ ...state, mobileScoreboards: { ...state.mobileScoreboards, [action.board]: to.value } });
  },
});
