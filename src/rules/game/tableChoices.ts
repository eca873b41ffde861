import { cardIn } from '../cards/cardIn';
import { type CardType, cardsInPlay } from '../cards/catalog';
import { describedDecksOf } from '../flow/describeCard';
import { dummyCardsToDraw } from '../flow/dummyRegions';
import { disksToSet } from '../flow/generalScoring';
import { describedSlot, offerSlots, stacksOfSlot } from '../flow/offerSlots';
import { legalPlacements, placesOfTurnCard } from '../flow/place';
import { isStepOpen } from '../flow/turnSteps';
import { blackMayStand, moduleTable } from '../modules/index';
import {
  courtNumber,
  extraPlacement,
  extraReplenish,
  placementLimitReasonWords,
  powerTotal,
  replenishNoteOf,
} from '../play/index';
import type { GameAreaId, GameRegionId, RegionId } from '../state/areaIds';
import { DESCRIBED_DECKS } from '../state/describedCards';
import { BLACK_IDS, type BlackId } from '../state/modules';
import { POWER_CARD_VALUES, type PowerCardValue } from '../state/powerCards';
import { countIn, playerWords, takableRegions } from '../state/stateHelpers';
import type { GameState, OfferSlotId, PlayerId } from '../state/types';
import { type Words, words } from '../state/words';
import { nextToPlayPower } from '../table/powerOrder';

/**
 * What the table may enter at each step of a round, asked of the engine so a screen offers only
 * what the rules accept. Each answer mirrors the check of the command it prepares.
 */

export interface RevealSlotChoice {
  readonly slot: OfferSlotId;
  /** Cards that may lie face up there: of that stack, with a copy not yet turned over this game. */
  readonly cards: readonly CardType[];
  /** Set for the King's stack (and a module's pile like it): the same card every round, nothing to choose. */
  readonly fixed: CardType | undefined;
  /**
   * A pile the table describes (the Colonies' stack 7): the ids of its cards not described yet, each of
   * which may be described and turned over; `cards` holds those described and not yet turned over.
   */
  readonly undescribed?: readonly string[];
}

/** The stacks of this table and the cards each may show this round. */
export function revealChoices(state: GameState): RevealSlotChoice[] {
  const catalog = cardsInPlay(state.setup);
  return offerSlots(state.setup).map((slot) => {
    const stacks = stacksOfSlot(slot);
    const unused = (c: CardType) => c.copies === undefined || (state.revealed[c.id] ?? 0) < c.copies;
    if (describedSlot(state.setup, slot)) {
      const known = state.modules?.described ?? {};
      const described = Object.keys(known).flatMap((id) => cardIn(state, id) ?? []);
      const ids = describedDecksOf(state.setup).flatMap(({ deck }) =>
        Array.from({ length: DESCRIBED_DECKS[deck].size }, (_, i) => `${deck}/${i + 1}`),
      );
      const cards = described.filter((c) => stacks.includes(c.stack) && unused(c));
      return { slot, cards, fixed: undefined, undescribed: ids.filter((id) => known[id] === undefined) };
    }
    const cards = catalog.filter((c) => stacks.includes(c.stack) && unused(c));
    return { slot, cards, fixed: cards.find((c) => c.everyRound) };
  });
}

export interface PowerCardChoice {
  readonly value: PowerCardValue;
  /** Why it cannot be played now, in words; undefined when it can. */
  readonly unavailable: Words | undefined;
}

/**
 * Every power card value for the player due to play one, each playable or with the reason it is not;
 * with `added`, what a module adds to the card played with it (a modifier card's value).
 */
export function powerCardChoices(
  state: GameState,
  added?: number,
): { readonly player: PlayerId; readonly cards: readonly PowerCardChoice[] } | undefined {
  const player = nextToPlayPower(state);
  if (player === undefined) return undefined;
  const hand = state.hands[player] ?? [];
  const cards = POWER_CARD_VALUES.map((value) => {
    // The total (the card and what is added to it) is what no one else may have played.
    const total = value + (added ?? 0);
    const holder = Object.keys(state.played).find((id) => powerTotal(state, id) === total);
    const sameCard = holder !== undefined && state.played[holder] === total && added === undefined;
    const unavailable =
      holder !== undefined
        ? sameCard
          ? words('game.power.playedBy', { who: playerWords(state, holder) })
          : words('game.power.totalPlayedBy', { total, who: playerWords(state, holder) })
        : !hand.includes(value)
          ? words('game.power.spent')
          : undefined;
    return { value, unavailable };
  });
  return { player, cards };
}

export interface ReplenishChoice {
  /** Whose turn it is. */
  readonly player: PlayerId;
  /** How many the power card brings at most. */
  readonly allowance: number;
  readonly inProvinces: number;
  /** The full number from the provinces: what a player usually takes. */
  readonly fromProvinces: number;
  /** How many more a variant lets this player bring from the provinces now (the Church's holder: one), beyond `allowance`. */
  readonly extra: number;
  /** Only when the provinces run short: the player's own regions they may take the rest from, with counts. */
  readonly regions: readonly { readonly region: GameRegionId; readonly count: number }[];
  /**
   * A module's word on how many may come, in its own words (Power Shift: a modifier changes the card's
   * value, so the turn order, and not the caballeros printed on it).
   */
  readonly moduleNote?: Words;
}

/** The start of the current turn: how many caballeros may come to the court, and from where. */
export function replenishChoice(state: GameState): ReplenishChoice | undefined {
  const turn = state.turn;
  if (!turn || !isStepOpen(state, 'replenish')) return undefined;
  const allowance = courtNumber(state, turn.player);
  const inProvinces = state.provinces[turn.player] ?? 0;
  const short = inProvinces < allowance;
  const regions = short
    ? takableRegions(state, turn.player).map((region) => ({ region, count: countIn(state, region, turn.player) }))
    : [];
  // A variant's extra comes from the provinces, beyond what the power card takes from them.
  const extra = Math.min(extraReplenish(state, turn.player), Math.max(0, inProvinces - allowance));
  const note = replenishNoteOf(state, turn.player);
  return {
    player: turn.player,
    allowance,
    inProvinces,
    fromProvinces: Math.min(allowance, inProvinces),
    extra,
    regions,
    ...(note ? { moduleNote: note } : {}),
  };
}

export interface PlacementChoice {
  /** Whose turn it is. */
  readonly player: PlayerId;
  /** The taken card's stack number: how many it places when the court holds enough. */
  readonly stack: number;
  /** At most this many: the taken card's stack number, and no more than the court holds. */
  readonly limit: number;
  readonly court: number;
  readonly areas: readonly GameAreaId[];
  /**
   * Areas where a placement that goes wholly into that one area may hold more than the card's number, under
   * a rule in play (home region advantages: where the player's Grande stands), with the limit there and why.
   */
  readonly extra: readonly {
    readonly area: GameAreaId;
    readonly limit: number;
    /** Why, each module's reason apart ("1 more than the card's number, as holder of the Church marker…"). */
    readonly reasons: readonly Words[];
  }[];
  /** The most any placement this turn may hold: `limit`, or more where `extra` allows it. */
  readonly most: number;
  /**
   * Why not one caballero can be placed, in words ("Red's court is empty"); undefined when some can.
   * The table then has no placement to enter: ending the turn leaves the court as it is.
   */
  readonly nothingToPlace: Words | undefined;
  /**
   * Black caballeros back in their figure's court whose holder this player is (the Grand Inquisitor's):
   * placed as the player's own, counted in the card's number, into these areas (`held` of the command).
   */
  readonly held?: { readonly id: BlackId; readonly court: number; readonly areas: readonly GameAreaId[] };
}

/** The holder's black caballeros waiting in their figure's court, and where they may be placed. */
function heldToPlace(state: GameState, player: PlayerId, areas: readonly GameAreaId[]): PlacementChoice['held'] {
  const id = BLACK_IDS.find((b) => state.modules?.holders?.[b] === player && (state.court[b] ?? 0) > 0);
  if (id === undefined) return undefined;
  const table = moduleTable(state.setup.modules);
  return { id, court: state.court[id] ?? 0, areas: areas.filter((a) => blackMayStand(table, id, a)) };
}

/** The current turn's placement, once a card is taken and until it is done. */
export function placementChoice(state: GameState): PlacementChoice | undefined {
  const turn = state.turn;
  const card = turn?.card;
  if (!turn || !card || !isStepOpen(state, 'place')) return undefined;
  const court = state.court[turn.player] ?? 0;
  const places = placesOfTurnCard(state);
  const areas = legalPlacements(state);
  const held = heldToPlace(state, turn.player, areas);
  // The holder's black caballeros waiting in their figure's court are placed within the card's number too.
  const placeable = court + (held?.court ?? 0);
  const nothingToPlace =
    placeable === 0
      ? words('game.place.courtEmpty', { who: playerWords(state, turn.player) })
      : areas.length === 0
        ? words('game.place.noArea')
        : undefined;
  const limit = Math.min(places, placeable);
  const extra = areas.flatMap((area) => {
    const more = extraPlacement(state, turn.player, { [area]: 1 });
    const reasons = placementLimitReasonWords(state, turn.player, { [area]: 1 });
    return more > 0 ? [{ area, limit: Math.min(places + more, placeable), reasons }] : [];
  });
  const most = Math.max(limit, ...extra.map((e) => e.limit));
  return {
    player: turn.player,
    stack: places,
    limit,
    court,
    areas,
    extra,
    most,
    nothingToPlace,
    ...(held ? { held } : {}),
  };
}

/** The face-up cards the current player may take now. */
export function takeCardChoices(state: GameState): { readonly slot: OfferSlotId; readonly card: CardType }[] {
  if (!isStepOpen(state, 'take-card')) return [];
  return state.offer.flatMap((s) => {
    const card = s.card ? cardIn(state, s.card) : undefined;
    return card ? [{ slot: s.slot, card }] : [];
  });
}

/**
 * Who may play a veto now (another player's special action is open), and whether it may stop that action
 * part-way under these rules.
 */
export function vetoChoices(state: GameState): { readonly holders: readonly PlayerId[]; readonly partWay: boolean } {
  const turn = state.turn;
  const partWay = state.setup.options.veto === 'remainder';
  if (!turn || !isStepOpen(state, 'special')) return { holders: [], partWay };
  return { holders: state.vetoes.map((v) => v.holder).filter((h) => h !== turn.player), partWay };
}

/** The dummy's region cards this round: how many are drawn, and which are out until the next general scoring. */
export function dummyCardChoice(
  state: GameState,
): { readonly draws: number; readonly discarded: readonly RegionId[] } | undefined {
  if (state.phase !== 'dummy') return undefined;
  return { draws: dummyCardsToDraw(state), discarded: state.dummyDiscards };
}

/** The players who must set a secret disk at this general scoring (see `disksToSet`). */
export function generalScoringDisks(state: GameState): PlayerId[] {
  if (state.phase !== 'general-scoring') return [];
  return disksToSet(state);
}
