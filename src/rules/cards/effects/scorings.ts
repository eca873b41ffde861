import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import { scoreBoard } from '../../scoring/scoreBoard';
import { CASTILLO, type RegionId } from '../../state/areaIds';
import { fail, ok, type Result } from '../../state/result';
import type { RuleTopic } from '../../state/ruleTopics';
import type { ScoringRequest } from '../../state/scoringRequest';
import { playerIds, playerWords, tableAreas } from '../../state/stateHelpers';
import type { GameState } from '../../state/types';
import { listOf, type Words, type WordValue, words } from '../../state/words';
import { checkRegionFor, checkTableArea } from '../../table/checks';
import { applyScoring, scoringBoardOf, scoringRulesOf } from '../../table/scoringBoardOf';
import type { ApplyGuide } from '../guides/types';
import { chosenScoringAreas, diskRegions } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const APPLY = '{ kind: "apply" }';

const scored = (state: GameState, request: ScoringRequest, by: string): Result<GameState> =>
  ok(applyScoring(state, request, 'special', by).state);

/** A special scoring with nothing to choose: it scores what the card says, bonuses included. */
function fixedScoring<const Id extends FixedScoringEffectId>(id: Id, topic: RuleTopic) {
  const request: ScoringRequest = FIXED_SCORINGS[id];
  return defineEffect({
    id,
    topic,
    words: words(`effect.${id}`),
    kinds: ['apply'],
    expects: APPLY,
    guide: (state) => [scoringGuide(state, request)],
    apply(state, action, context) {
      if (action?.kind !== 'apply') return wrongKind(state, action, context, APPLY);
      return scored(state, request, context.player);
    },
  });
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
} as const;

/** The effects that score the board with nothing for the taker to choose. */
export type FixedScoringEffectId = keyof typeof FIXED_SCORINGS;

export const score4Regions = fixedScoring('score-4-regions', 'score-top-value');
export const score5Regions = fixedScoring('score-5-regions', 'score-top-value');
export const score67Regions = fixedScoring('score-6-7-regions', 'score-top-value');
export const scoreCastillo = fixedScoring('score-castillo', 'score-castillo');
export const scoreFirstPlaceOnly = fixedScoring('score-first-place-only', 'score-first-place-only');
export const scoreMost = fixedScoring('score-most', 'score-most');
export const scoreFewest = fixedScoring('score-fewest', 'score-fewest');

const CHOSEN = '{ kind: "score-area", area }';

/** One area of the taker's choice; the King's region may be chosen, the Castillo where the edition allows. */
export const scoreChosenArea = defineEffect({
  id: 'score-chosen-area',
  topic: 'score-chosen-area',
  words: words('effect.score-chosen-area'),
  kinds: ['score-area'],
  expects: CHOSEN,
  guide: (state) => [{ kind: 'score-area', available: true, areas: chosenScoringAreas(state) }],
  apply(state, action, context) {
    if (action?.kind !== 'score-area') return wrongKind(state, action, context, CHOSEN);
    const area = checkTableArea(state, action.area, words('flow.what.areaToScore'));
    if (!area.ok) return area;
    if (area.value === CASTILLO && !state.setup.options.chosenScoringAllowsCastillo) {
      return fail(
        'scoring/castillo-not-allowed',
        words('refusal.scoring/castillo-not-allowed'),
        ruleOf(state, 'score-chosen-area'),
      );
    }
    if (!chosenScoringAreas(state).includes(area.value)) {
      return fail(
        'scoring/area-never-scored',
        words('refusal.scoring/area-never-scored', { area: areaWordsIn(state, area.value) }),
        { source: '000', section: 'Variant Rules: Granada' },
      );
    }
    return scored(
      state,
      { kind: 'area', area: area.value, ...(context.card.rule ? { cite: context.card.rule } : {}) },
      context.player,
    );
  },
});

const DISKS = '{ kind: "disks", disks: { player: region } }';

/** Every player sets a disk; each region named by exactly one of them is scored. */
export const scoreUniqueChoices = defineEffect({
  id: 'score-unique-choices',
  topic: 'score-unique-choices',
  words: words('effect.score-unique-choices'),
  kinds: ['disks'],
  expects: DISKS,
  guide: (state) => [
    {
      kind: 'disks',
      available: true,
      purpose: 'score-unique-choices',
      setters: playerIds(state).map((id) => ({
        player: id,
        regions: diskRegions(state, id, 'unique-choices'),
        required: true,
      })),
    },
  ],
  apply(state, action, context) {
    if (action?.kind !== 'disks') return wrongKind(state, action, context, DISKS);
    const players = playerIds(state);
    const unknown = Object.keys(action.disks ?? {}).find((p) => !players.includes(p));
    if (unknown)
      return fail(
        'disks/not-affected',
        words('refusal.disks/not-affected', { player: playerWords(state, unknown) }),
        ruleOf(state, 'score-unique-choices'),
      );
    const choices: Record<string, RegionId> = {};
    for (const id of players) {
      const pick = action.disks?.[id];
      if (pick === undefined) {
        if (context.partial) continue;
        return fail(
          'disks/missing',
          words('refusal.disks/missing', { player: playerWords(state, id) }),
          ruleOf(state, 'score-unique-choices'),
          { player: id },
        );
      }
      const region = checkRegionFor(state, pick, words('flow.what.disk', { who: playerWords(state, id) }), 'disk');
      if (!region.ok) return region;
      choices[id] = region.value;
    }
    return scored(state, { kind: 'unique-choices', choices }, context.player);
  },
});

/** Nothing to choose: the areas the card would score on this table now, in one line. */
export function scoringGuide(state: GameState, request: ScoringRequest): ApplyGuide {
  // The areas of this game the scoring takes, France (1995) among them when it is on the table.
  const scored = scoreBoard(scoringBoardOf(state), request, scoringRulesOf(state)).areas.map((a) => a.area);
  const scores = tableAreas(state).filter((a) => scored.includes(a));
  const names =
    scores.length > 0
      ? listOf(
          scores.map((a) => (a === CASTILLO ? words('cards.theCastillo') : areaWordsIn(state, a))),
          'plain',
        )
      : words('cards.guide.noRegionQualifies');
  return {
    kind: 'apply',
    available: true,
    description: words('cards.guide.scoring', {
      what: scoringWords(request, names),
      hasDummy: state.setup.dummy ? 'yes' : 'no',
      dummy: state.setup.dummy ? state.setup.dummy.name : '',
    }),
    scores,
  };
}

/** What a fixed special scoring does, in words, with the areas it would score now. */
function scoringWords(request: ScoringRequest, names: WordValue): Words {
  switch (request.kind) {
    case 'top-value':
      return words('cards.guide.scoring.topValue', { values: listOf(request.values, 'or'), names });
    case 'first-place-only':
      return words('cards.guide.scoring.firstPlaceOnly', { names });
    case 'most':
      return words('cards.guide.scoring.most', { names });
    case 'fewest':
      return words('cards.guide.scoring.fewest', { names });
    default:
      return words('cards.guide.scoring.areas', { names });
  }
}
