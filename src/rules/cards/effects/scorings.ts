import { fail, ok, type Result } from '../../state/result';
import { CASTILLO, type RegionId } from '../../state/areaIds';
import { checkArea, checkRegion } from '../../table/checks';
import { applyScoring } from '../../table/scoringBoardOf';
import { nameOf, playerIds } from '../../state/stateHelpers';
import { ruleOf } from '../../editions/ruleOf';
import type { GameState } from '../../state/types';
import type { ScoringRequest } from '../../state/scoringRequest';
import type { EffectId } from '../effectIds';
import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const APPLY = '{ kind: "apply" }';

const scored = (state: GameState, request: ScoringRequest, by: string): Result<GameState> => ok(applyScoring(state, request, 'special', by).state);

/** A special scoring with nothing to choose: it scores what the card says, bonuses included. */
function fixedScoring(id: EffectId, request: ScoringRequest): Effect {
  return {
    id,
    expects: APPLY,
    apply(state, action, context) {
      if (action?.kind !== 'apply') return wrongKind(state, action, context, APPLY);
      return scored(state, request, context.player);
    },
  };
}

/** What each special scoring with nothing to choose scores, by effect. */
export const FIXED_SCORINGS = {
  'score-4-regions': { kind: 'top-value', values: [4] },
  'score-5-regions': { kind: 'top-value', values: [5] },
  'score-6-7-regions': { kind: 'top-value', values: [6, 7] },
  'score-castillo': { kind: 'area', area: CASTILLO },
  'score-first-place-only': { kind: 'first-place-only' },
  'score-most': { kind: 'most' },
  'score-fewest': { kind: 'fewest' },
} as const satisfies Partial<Record<EffectId, ScoringRequest>>;

/** The effects that score the board with nothing for the taker to choose. */
export type FixedScoringEffectId = keyof typeof FIXED_SCORINGS;

export const score4Regions = fixedScoring('score-4-regions', FIXED_SCORINGS['score-4-regions']);
export const score5Regions = fixedScoring('score-5-regions', FIXED_SCORINGS['score-5-regions']);
export const score67Regions = fixedScoring('score-6-7-regions', FIXED_SCORINGS['score-6-7-regions']);
export const scoreCastillo = fixedScoring('score-castillo', FIXED_SCORINGS['score-castillo']);
export const scoreFirstPlaceOnly = fixedScoring('score-first-place-only', FIXED_SCORINGS['score-first-place-only']);
export const scoreMost = fixedScoring('score-most', FIXED_SCORINGS['score-most']);
export const scoreFewest = fixedScoring('score-fewest', FIXED_SCORINGS['score-fewest']);

const CHOSEN = '{ kind: "score-area", area }';

/** One area of the taker's choice; the King's region may be chosen, the Castillo where the edition allows. */
export const scoreChosenArea: Effect = {
  id: 'score-chosen-area',
  expects: CHOSEN,
  apply(state, action, context) {
    if (action?.kind !== 'score-area') return wrongKind(state, action, context, CHOSEN);
    const area = checkArea(action.area, 'The area to score');
    if (!area.ok) return area;
    if (area.area === CASTILLO && !state.setup.options.chosenScoringAllowsCastillo) {
      return fail('scoring/castillo-not-allowed', 'Under these rules this card scores a region, and the Castillo is not a region', ruleOf(state, 'score-chosen-area'));
    }
    return scored(state, { kind: 'area', area: area.area, ...(context.card.rule ? { cite: context.card.rule } : {}) }, context.player);
  },
};

const DISKS = '{ kind: "disks", disks: { player: region } }';

/** Every player sets a disk; each region named by exactly one of them is scored. */
export const scoreUniqueChoices: Effect = {
  id: 'score-unique-choices',
  expects: DISKS,
  apply(state, action, context) {
    if (action?.kind !== 'disks') return wrongKind(state, action, context, DISKS);
    const players = playerIds(state);
    const unknown = Object.keys(action.disks ?? {}).find((p) => !players.includes(p));
    if (unknown) return fail('disks/not-affected', `${nameOf(state, unknown)} does not set a disk for this card`, ruleOf(state, 'score-unique-choices'));
    const choices: Record<string, RegionId> = {};
    for (const id of players) {
      const pick = action.disks?.[id];
      if (pick === undefined) {
        if (context.partial) continue;
        return fail('disks/missing', `${nameOf(state, id)} must set their disk to a region`, ruleOf(state, 'score-unique-choices'), { player: id });
      }
      const region = checkRegion(pick, `${nameOf(state, id)}'s disk`);
      if (!region.ok) return region;
      choices[id] = region.region;
    }
    return scored(state, { kind: 'unique-choices', choices }, context.player);
  },
};
