import { AREA_IDS, CASTILLO, REGION_IDS, type AreaId, type RegionId } from '../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../state/mobileScoreboards';
import type { PowerCardValue } from '../state/powerCards';
import type { CardType } from '../cards/catalog';
import type { StackNumber } from '../state/types';
import type { EffectId } from '../cards/effectIds';
import { COURT_CARD_LIMIT } from '../cards/effects/court';
import { DECAY_LIMITS, decayedPlayers } from '../cards/effects/decay';
import { DISK_RETURN_WANTED, diskReturnSetters } from '../cards/effects/diskReturns';
import { evictedPlayers, evictionDestination } from '../cards/effects/eviction';
import { MOVE_LIMITS } from '../cards/effects/intrigueMoves';
import { kingReturnsGivers, kingReturnsOwed } from '../cards/effects/kingReturns';
import { returnablePowerCards } from '../cards/effects/powerCardReturn';
import { RETURN_EACH, returnOneOfEachAffected } from '../cards/effects/returnOneOfEach';
import { FIXED_SCORINGS, type FixedScoringEffectId } from '../cards/effects/scorings';
import { MORE_FROM_COURT } from '../cards/effects/twoMoreFromCourt';
import { vetoExpiresAfterRound } from '../cards/effects/veto';
import type { MoveLimits } from '../cards/effects/_lib/applyMoves';
import type { SpecialActionKind } from '../state/specialActions';
import { EDITIONS } from '../editions/index';
import type { EditionId } from '../state/editionIds';
import type { RuleTopic } from '../state/ruleTopics';
import type { RuleRef } from '../state/sources';
import { scoreBoard } from '../scoring/scoreBoard';
import type { ScoringRequest } from '../state/scoringRequest';
import { scoringBoardOf, scoringRulesOf } from '../table/scoringBoardOf';
import { areaName } from '../editions/ruleOf';
import { countIn, nameOf, playerIds, takableRegions } from '../state/stateHelpers';
import {
  chosenScoringAreas,
  currentCard,
  diskRegions,
  grandeTargets,
  legalKingMoves,
  mobileScoreboardTargets,
  movableOwners,
  moveSources,
  moveTargets,
} from './queries';
import { vetoChoices } from './tableChoices';
import type { GameState, PlayerId } from '../state/types';

/** Caballeros a player has to give back, and what they could give them from. */
export interface GiverGuide {
  readonly player: PlayerId;
  /** How many they give in all (already lowered to what they have). */
  readonly owes: number;
  /** Caballeros in their court now. */
  readonly court: number;
  /** Their caballeros on each region they may give from (never the Castillo or the King's region); {} when only the court counts. */
  readonly regions: Readonly<Partial<Record<RegionId, number>>>;
}

/** One player's region choice for a disk or a pick. */
export interface RegionChoiceGuide {
  readonly player: PlayerId;
  /** The regions the engine accepts for this player; empty when nothing could be taken from them. */
  readonly regions: readonly RegionId[];
  /** Whether a complete action must name a region for this player (a veto part-way relaxes it). */
  readonly required: boolean;
  /** Secret-disk returns: how many caballeros would leave each region the disk may name. */
  readonly loses?: Readonly<Partial<Record<RegionId, number>>>;
}

/** A region caballeros may leave, what may leave it and where it may go. */
export interface MoveSourceGuide {
  readonly region: RegionId;
  /** Caballeros here per owner the card moves (owners with none here left out). */
  readonly pieces: Readonly<Record<PlayerId, number>>;
  /** Where caballeros from here may end; holds the region itself only when some may stay. Never the provinces or a court. */
  readonly targets: readonly AreaId[];
}

/** The "moves" action: caballeros moved on the board within the card's limits. */
export interface MovesGuide {
  readonly kind: 'moves';
  /** False when nothing the card moves stands anywhere it may leave. */
  readonly available: boolean;
  /** Most caballeros in all, of own and other colours; undefined when only the region's content limits it. */
  readonly maxTotal: number | undefined;
  /** Most of the taker's own (0: none); undefined: no separate limit. */
  readonly maxOwn: number | undefined;
  /** Most of other colours, the dummy's included (0: none); undefined: no separate limit. */
  readonly maxForeign: number | undefined;
  /** Every move must leave the same region. */
  readonly fromOneRegion: boolean;
  /**
   * The taker moves every own caballero out of one region: the moves must add up to
   * `pieces[player]` of the chosen source (fewer only when a veto stops the action part-way).
   */
  readonly allOwnFromOne: boolean;
  /** With `allOwnFromOne`: some may stay, entered as a move back into the region they stand in. */
  readonly mayStay: boolean;
  /** Whose caballeros the card moves. */
  readonly owners: readonly PlayerId[];
  readonly sources: readonly MoveSourceGuide[];
}

/** The "from-court" action: a few more caballeros from the taker's court onto the board. */
export interface FromCourtGuide {
  readonly kind: 'from-court';
  readonly available: boolean;
  /** The card's limit. */
  readonly limit: number;
  /** The most that can go now: the limit, or the court when it holds fewer. */
  readonly max: number;
  readonly areas: readonly AreaId[];
}

export interface KeepVetoGuide {
  readonly kind: 'keep-veto';
  readonly available: true;
  /** The Veto lapses unused at the end of this round. */
  readonly expiresAfterRound: number;
}

/** Nothing to choose: the card does what it says when applied. */
export interface ApplyGuide {
  readonly kind: 'apply';
  readonly available: true;
  /** One line saying what will happen on this table. */
  readonly description: string;
  /** Scorings: the areas that would be scored now. */
  readonly scores?: readonly AreaId[];
  /** Decay cards: who loses court caballeros and how many (regions are never touched). */
  readonly givers?: readonly GiverGuide[];
}

/** The "returns" action: each listed player gives exactly `owes` from court and regions. */
export interface ReturnsGuide {
  readonly kind: 'returns';
  readonly available: true;
  readonly givers: readonly GiverGuide[];
}

/** The "picks" action: the taker names, per colour, the region that colour loses one caballero from. */
export interface PicksGuide {
  readonly kind: 'picks';
  readonly available: true;
  /** Caballeros each picked colour loses. */
  readonly each: number;
  readonly picks: readonly RegionChoiceGuide[];
}

/** The "disks" action: the listed players reveal their secret disks together. */
export interface DisksGuide {
  readonly kind: 'disks';
  readonly available: true;
  /** What the disks do: send caballeros back (2 each, or all in the region), or pick the regions to score. */
  readonly purpose: 'return-2' | 'return-all' | 'score-unique-choices';
  readonly setters: readonly RegionChoiceGuide[];
}

export interface ScoreAreaGuide {
  readonly kind: 'score-area';
  readonly available: true;
  readonly areas: readonly AreaId[];
}

export interface MobileScoreboardGuide {
  readonly kind: 'mobile-scoreboard';
  readonly available: boolean;
  /** Each scoreboard, where it lies now (undefined: beside the board) and where it may go ([]: it may not move). */
  readonly boards: readonly { readonly board: MobileScoreboardId; readonly now: AreaId | undefined; readonly targets: readonly AreaId[] }[];
}

export interface KingGuide {
  readonly kind: 'king';
  readonly available: boolean;
  readonly now: RegionId;
  /** Regions the King may go to (his own region too where he may stay). */
  readonly targets: readonly RegionId[];
}

/** The "eviction" action: the taker names a region, then each evicted player's disk says where theirs go. */
export interface EvictionGuide {
  readonly kind: 'eviction';
  readonly available: boolean;
  readonly regions: readonly {
    readonly region: RegionId;
    /** Players who must set a disk if this region is named, with how many leave. */
    readonly evicted: readonly {
      readonly player: PlayerId;
      readonly count: number;
      /** Regions the disk may name. */
      readonly regions: readonly RegionId[];
      /** Of those, the ones that send the caballeros to the court instead. */
      readonly toCourt: readonly RegionId[];
    }[];
  }[];
}

export interface GrandeGuide {
  readonly kind: 'grande';
  readonly available: boolean;
  readonly now: RegionId | undefined;
  readonly targets: readonly RegionId[];
}

export interface PowerCardGuide {
  readonly kind: 'power-card';
  readonly available: boolean;
  readonly values: readonly PowerCardValue[];
}

/** The "court" action: caballeros into the taker's court, all from the provinces first. */
export interface CourtGuide {
  readonly kind: 'court';
  readonly available: boolean;
  readonly limit: number;
  /** The most that can come from the provinces: the limit, or what the provinces hold. */
  readonly maxFromProvinces: number;
  /** Whether regions may be used at all: only under the option, and only once the provinces are emptied. */
  readonly regionsAllowed: boolean;
  /** With `regionsAllowed`: the most that may come from regions on top of every caballero of the provinces. */
  readonly maxFromRegions: number;
  /** With `regionsAllowed`: the taker's own caballeros on each region they may take from. */
  readonly regions: Readonly<Partial<Record<RegionId, number>>>;
}

/** What one allowed kind of special action needs from the screen. */
export type ChoiceGuide =
  | MovesGuide
  | FromCourtGuide
  | KeepVetoGuide
  | ApplyGuide
  | ReturnsGuide
  | PicksGuide
  | DisksGuide
  | ScoreAreaGuide
  | MobileScoreboardGuide
  | KingGuide
  | EvictionGuide
  | GrandeGuide
  | PowerCardGuide
  | CourtGuide;

/** The special action of the card taken this turn, as data a screen offers without knowing any rule. */
export interface ActionGuide {
  /** The player on turn, who took the card. */
  readonly player: PlayerId;
  readonly card: { readonly id: string; readonly name: string; readonly stack: StackNumber };
  readonly effect: EffectId;
  /** Where the edition in play writes this card's rule. */
  readonly ruleRef: RuleRef;
  /** The action kinds the engine accepts for this card: one, or two for the "either" intrigue. */
  readonly kinds: readonly SpecialActionKind[];
  /** What each kind needs, in the order of `kinds`. */
  readonly choices: readonly ChoiceGuide[];
  /** Other players holding a Veto now, and whether one may stop this action part-way (`vetoedBy`) or only before it starts. */
  readonly veto: { readonly holders: readonly PlayerId[]; readonly partWay: boolean };
}

/** Which rule each effect is written under. */
const RULE_TOPIC: Readonly<Record<EffectId, RuleTopic>> = {
  'move-all-own-from-one': 'intrigue',
  'two-more-from-court': 'intrigue',
  'either-move-all-own-or-two-more': 'intrigue',
  'move-up-to-5-from-one': 'intrigue',
  'move-3-foreign': 'intrigue',
  'move-3-any': 'intrigue',
  'move-2-own-2-foreign': 'intrigue',
  'move-4-own': 'intrigue',
  'move-4-any': 'intrigue',
  veto: 'veto',
  'decay-all-court': 'stack-2',
  'decay-3-court': 'stack-2',
  'king-returns': 'stack-2',
  'return-one-of-each': 'stack-2',
  'disk-return-2': 'stack-2',
  'disk-return-all': 'stack-2',
  'score-chosen-area': 'score-chosen-area',
  'score-4-regions': 'score-top-value',
  'score-5-regions': 'score-top-value',
  'score-6-7-regions': 'score-top-value',
  'score-castillo': 'score-castillo',
  'score-first-place-only': 'score-first-place-only',
  'score-most': 'score-most',
  'score-fewest': 'score-fewest',
  'mobile-scoreboard': 'stack-4',
  'royal-adviser': 'stack-4',
  eviction: 'stack-4',
  grande: 'stack-4',
  'power-card-return': 'stack-4',
  court: 'stack-4',
  'score-unique-choices': 'score-unique-choices',
  'kings-card': 'kings-card',
};

/** Where an edition writes a card's rule: with the card itself, or with its effect. */
export const cardRuleRef = (edition: EditionId, card: CardType): RuleRef => EDITIONS[edition].ruleRefs[card.rule ?? RULE_TOPIC[card.effect]];

/**
 * What the special action of the card taken this turn asks for, so a screen offers only what the
 * engine accepts: the action kind(s), and for each the players involved, the regions, areas,
 * counts and limits that are legal on this table. Undefined when no card is taken or its special
 * action is already settled (done, skipped or vetoed).
 *
 * @example
 * const guide = actionGuide(state); // Red took "Royal adviser" with the King in Sevilla
 * guide?.kinds; // ['king']
 * guide?.choices[0]; // { kind: 'king', available: true, now: 'sevilla', targets: ['castilla-la-nueva', 'granada'] }
 */
export function actionGuide(state: GameState): ActionGuide | undefined {
  const turn = state.turn;
  const card = currentCard(state);
  if (!turn || !card || turn.special !== 'open') return undefined;
  const player = turn.player;
  const choices = choicesFor(state, player, card);
  return {
    player,
    card: { id: card.id, name: card.name, stack: card.stack },
    effect: card.effect,
    ruleRef: cardRuleRef(state.setup.edition, card),
    kinds: choices.map((c) => c.kind),
    choices,
    veto: vetoChoices(state),
  };
}

function choicesFor(state: GameState, player: PlayerId, card: CardType): ChoiceGuide[] {
  const effect = card.effect;
  const mayReturn = state.setup.options.moveAllOwnMayReturn;
  switch (effect) {
    case 'move-all-own-from-one':
    case 'move-up-to-5-from-one':
    case 'move-3-foreign':
    case 'move-3-any':
    case 'move-2-own-2-foreign':
    case 'move-4-own':
    case 'move-4-any':
      return [movesGuide(state, player, MOVE_LIMITS[effect](mayReturn))];
    case 'two-more-from-court':
      return [fromCourtGuide(state, player)];
    case 'either-move-all-own-or-two-more':
      return [movesGuide(state, player, MOVE_LIMITS['move-all-own-from-one'](mayReturn)), fromCourtGuide(state, player)];
    case 'veto':
      return [{ kind: 'keep-veto', available: true, expiresAfterRound: vetoExpiresAfterRound(state) }];
    case 'decay-all-court':
    case 'decay-3-court':
      return [decayGuide(state, player, DECAY_LIMITS[effect])];
    case 'king-returns':
      return [
        {
          kind: 'returns',
          available: true,
          givers: kingReturnsGivers(state, player).map((id) => giver(state, id, kingReturnsOwed(state, id), true)),
        },
      ];
    case 'return-one-of-each':
      return [
        {
          kind: 'picks',
          available: true,
          each: RETURN_EACH,
          picks: returnOneOfEachAffected(state, player).map((id) => {
            const regions = takableRegions(state, id).filter((r) => countIn(state, r, id) >= RETURN_EACH);
            return { player: id, regions, required: regions.length > 0 };
          }),
        },
      ];
    case 'disk-return-2':
    case 'disk-return-all': {
      const wanted = DISK_RETURN_WANTED[effect];
      const setters = diskReturnSetters(state, player).map((id): RegionChoiceGuide => {
        const regions = diskRegions(state, id, effect);
        const loses = Object.fromEntries(regions.map((r) => [r, Math.min(wanted, countIn(state, r, id))]));
        return { player: id, regions, required: regions.length > 0, loses };
      });
      return [{ kind: 'disks', available: true, purpose: effect === 'disk-return-2' ? 'return-2' : 'return-all', setters }];
    }
    case 'score-unique-choices': {
      const setters = playerIds(state).map((id) => ({ player: id, regions: diskRegions(state, id, 'unique-choices'), required: true }));
      return [{ kind: 'disks', available: true, purpose: 'score-unique-choices', setters }];
    }
    case 'score-chosen-area':
      return [{ kind: 'score-area', available: true, areas: chosenScoringAreas(state) }];
    case 'score-4-regions':
    case 'score-5-regions':
    case 'score-6-7-regions':
    case 'score-castillo':
    case 'score-first-place-only':
    case 'score-most':
    case 'score-fewest':
      return [scoringGuide(state, effect)];
    case 'mobile-scoreboard': {
      const boards = MOBILE_SCOREBOARD_IDS.map((board) => ({ board, now: state.mobileScoreboards[board], targets: mobileScoreboardTargets(state, board) }));
      return [{ kind: 'mobile-scoreboard', available: boards.some((b) => b.targets.length > 0), boards }];
    }
    case 'royal-adviser':
    case 'kings-card': {
      const targets = legalKingMoves(state, effect);
      return [{ kind: 'king', available: targets.length > 0, now: state.king, targets }];
    }
    case 'eviction':
      return [evictionGuide(state, player)];
    case 'grande': {
      const targets = grandeTargets(state, player);
      return [{ kind: 'grande', available: targets.length > 0, now: state.grandes[player], targets }];
    }
    case 'power-card-return': {
      const values = returnablePowerCards(state, player);
      return [{ kind: 'power-card', available: values.length > 0, values }];
    }
    case 'court':
      return [courtGuide(state, player)];
  }
}

function movesGuide(state: GameState, player: PlayerId, limits: MoveLimits): MovesGuide {
  const which = limits.own === 0 ? 'foreign' : limits.foreign === 0 ? 'own' : 'any';
  const owners = movableOwners(state, player, which);
  const mayStay = limits.allOwnFromOne?.mayReturn ?? false;
  const everywhere = moveTargets(state);
  const sources = moveSources(state, owners).map((region): MoveSourceGuide => ({
    region,
    pieces: Object.fromEntries(owners.filter((id) => countIn(state, region, id) > 0).map((id) => [id, countIn(state, region, id)])),
    targets: everywhere.filter((area) => area !== region || mayStay),
  }));
  const maxTotal = limits.total ?? (limits.own !== undefined && limits.foreign !== undefined ? limits.own + limits.foreign : undefined);
  return {
    kind: 'moves',
    available: sources.length > 0,
    maxTotal,
    maxOwn: limits.own,
    maxForeign: limits.foreign,
    fromOneRegion: limits.fromOneRegion === true || limits.allOwnFromOne !== undefined,
    allOwnFromOne: limits.allOwnFromOne !== undefined,
    mayStay,
    owners,
    sources,
  };
}

function fromCourtGuide(state: GameState, player: PlayerId): FromCourtGuide {
  const max = Math.min(MORE_FROM_COURT, state.court[player] ?? 0);
  // As the engine places from court: anywhere on the board but the King's region.
  const areas = AREA_IDS.filter((area) => area !== state.king);
  return { kind: 'from-court', available: max > 0, limit: MORE_FROM_COURT, max, areas };
}

/** A player's court and the regions they may give from (`withRegions` false: the court only). */
function giver(state: GameState, id: PlayerId, owes: number, withRegions: boolean): GiverGuide {
  const regions = withRegions ? Object.fromEntries(takableRegions(state, id).map((r) => [r, countIn(state, r, id)])) : {};
  return { player: id, owes, court: state.court[id] ?? 0, regions };
}

function decayGuide(state: GameState, player: PlayerId, limit: number): ApplyGuide {
  const givers = decayedPlayers(state, player).map((id) => giver(state, id, Math.min(limit, state.court[id] ?? 0), false));
  const what = Number.isFinite(limit) ? `up to ${limit} caballeros of their court` : 'their whole court';
  const list = givers.map((g) => `${nameOf(state, g.player)} ${g.owes}`).join(', ');
  const dummy = state.setup.dummy ? ` ${state.setup.dummy.name} is not affected.` : '';
  return { kind: 'apply', available: true, description: `Every other player sends ${what} back to the provinces: ${list}.${dummy}`, givers };
}

function scoringGuide(state: GameState, effect: FixedScoringEffectId): ApplyGuide {
  const request: ScoringRequest = FIXED_SCORINGS[effect];
  const scores = scoreBoard(scoringBoardOf(state), request, scoringRulesOf(state)).areas.map((a) => a.area);
  const names = scores.map((a) => (a === CASTILLO ? 'the Castillo' : areaName(state, a))).join(', ') || 'no region qualifies now';
  const dummy = state.setup.dummy ? ` ${state.setup.dummy.name} takes places but scores nothing.` : '';
  return { kind: 'apply', available: true, description: `${scoringWords(request, names)}.${dummy}`, scores };
}

/** What a fixed special scoring does, in words, with the areas it would score now. */
function scoringWords(request: ScoringRequest, names: string): string {
  switch (request.kind) {
    case 'top-value':
      return `Scores every region whose first place is now worth ${request.values.join(' or ')}: ${names}`;
    case 'first-place-only':
      return `Scores every region, but only first places earn points: ${names}`;
    case 'most':
      return `Scores the region or regions holding the most caballeros: ${names}`;
    case 'fewest':
      return `Scores the region or regions holding the fewest caballeros, empty ones aside: ${names}`;
    default:
      return `Scores ${names}`;
  }
}

function evictionGuide(state: GameState, player: PlayerId): EvictionGuide {
  const regions = REGION_IDS.filter((r) => r !== state.king).map((region) => ({
    region,
    evicted: evictedPlayers(state, player, region).map((id) => {
      const choices = diskRegions(state, id, 'eviction');
      return {
        player: id,
        count: countIn(state, region, id),
        regions: choices,
        toCourt: choices.filter((to) => evictionDestination(state, region, to) === 'court'),
      };
    }),
  }));
  return { kind: 'eviction', available: regions.length > 0, regions };
}

function courtGuide(state: GameState, player: PlayerId): CourtGuide {
  const inProvinces = state.provinces[player] ?? 0;
  const maxFromProvinces = Math.min(COURT_CARD_LIMIT, inProvinces);
  // Regions only under the option, and only once every caballero of the provinces is taken.
  const regionsAllowed = state.setup.options.courtCardFromRegions && inProvinces < COURT_CARD_LIMIT && takableRegions(state, player).length > 0;
  const regions = regionsAllowed ? Object.fromEntries(takableRegions(state, player).map((r) => [r, countIn(state, r, player)])) : {};
  const onRegions = Object.values(regions).reduce((sum, n) => sum + n, 0);
  const maxFromRegions = regionsAllowed ? Math.min(COURT_CARD_LIMIT - inProvinces, onRegions) : 0;
  return {
    kind: 'court',
    available: maxFromProvinces + maxFromRegions > 0,
    limit: COURT_CARD_LIMIT,
    maxFromProvinces,
    regionsAllowed,
    maxFromRegions,
    regions,
  };
}
