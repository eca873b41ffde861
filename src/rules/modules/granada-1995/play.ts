import { definePlay, type RoyalPiece } from '../../play/modulePlay';
import type { GameAreaId, GameRegionId, RegionId } from '../../state/areaIds';
import type { Command } from '../../state/commands';
import { fail, ok, type RuleError } from '../../state/result';
import type { HistoryTable } from '../../state/ruleRows';
import type { RuleRef } from '../../state/sources';
import { playerWords } from '../../state/stateHelpers';
import type { GameState } from '../../state/types';
import { type Words, words } from '../../state/words';
import { applyScoring } from '../../table/scoringBoardOf';

/** 1995 variants, Granada (000 lines 465-473). */
export const GRANADA_REF: RuleRef = { source: '000', section: 'Variant Rules: Granada' };

/** How many caballeros, all colours together, take a Muslim Granada at the end of a turn. */
export const GRANADA_FALLS_AT = 12;

const GRANADA: RegionId = 'granada';

/** Whether Granada still holds out on this table (never true without the variant). */
export const isMuslimGranada = (state: GameState, area: GameAreaId): boolean =>
  area === GRANADA && state.modules?.granada === 'muslim';

/**
 * Every caballero standing in Granada, whatever its colour: the players', a dummy's and any black
 * ones (which never stand in a Muslim Granada, so they only count once it could not fall again).
 */
export const caballerosInGranada = (state: GameState): number =>
  Object.values(state.areas[GRANADA] ?? {}).reduce((sum, n) => sum + n, 0);

/** Whether Granada is Muslim and holds enough caballeros to fall at the end of the turn now being played. */
export const granadaFallsNow = (state: GameState): boolean =>
  state.modules?.granada === 'muslim' && caballerosInGranada(state) >= GRANADA_FALLS_AT;

function closedToRoyalty(state: GameState, piece: RoyalPiece, to: GameRegionId): RuleError | undefined {
  if (!isMuslimGranada(state, to)) return undefined;
  return fail(
    'granada/muslim-royalty',
    words('refusal.granada/muslim-royalty', {
      piece: piece.kind,
      who: piece.kind === 'grande' ? playerWords(state, piece.player) : '',
      count: GRANADA_FALLS_AT,
    }),
    GRANADA_REF,
    { piece: piece.kind },
  ).error;
}

/**
 * Muslim Granada: set up Muslim, closed to the King, the Grandes and caballeros from a court, never
 * scored; at the end of a turn with 12 or more caballeros inside it falls and is scored double at once.
 */
export const granadaPlay = definePlay({
  id: 'granada-1995',
  closedAtSetup: [GRANADA],
  setup(state) {
    if (state.king === GRANADA) {
      return fail('granada/muslim-king', words('refusal.granada/muslim-king'), GRANADA_REF);
    }
    const home = state.setup.players.find((p) => state.grandes[p.id] === GRANADA);
    if (home) {
      return fail(
        'granada/muslim-home',
        words('refusal.granada/muslim-home', { who: playerWords(state, home.id) }),
        GRANADA_REF,
        { player: home.id },
      );
    }
    return ok({ ...state, modules: { ...state.modules, granada: 'muslim' } });
  },
  refusePlacement(state, _player, area) {
    if (!isMuslimGranada(state, area)) return undefined;
    return fail('granada/muslim-court', words('refusal.granada/muslim-court'), GRANADA_REF).error;
  },
  refuseRoyalty: closedToRoyalty,
  // The fall is scored as its own event, so the history and the score chart show it.
  afterTurn(state) {
    if (!granadaFallsNow(state)) return state;
    return applyScoring(state, { kind: 'granada-conquest' }, 'conquest', undefined).state;
  },
  linePart: (command, table) => fallWords(command, table),
});

/**
 * What the history says of Granada taken by a command: ". Granada fell to 12 caballeros and was scored
 * double: Red +12, Blue +6" at the end of a turn, " (Granada fell and was scored double)" in a general
 * scoring (whose points follow); undefined when it did not fall.
 */
function fallWords(command: Command, { before, after, names }: HistoryTable): Words | undefined {
  if (before?.modules?.granada !== 'muslim' || after?.modules?.granada !== 'conquered') return undefined;
  const area = names.area(GRANADA);
  if (command.type === 'general-scoring') return words('history.granadaFell', { area });
  if (command.type !== 'end-turn') return undefined;
  const event = after.scorings.find((s, i) => i >= before.scorings.length && s.cause === 'conquest');
  if (!event) return undefined;
  return words('history.conquest', { area, held: caballerosInGranada(before), points: names.points(event.totals) });
}
