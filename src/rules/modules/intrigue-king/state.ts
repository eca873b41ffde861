import type { RegionId } from '../../state/areaIds';
import type { RuleRef } from '../../state/sources';
import type { PlayerId } from '../../state/types';

/** What Intrigue & the King keeps for play. */
export interface IntrigueState {
  /** The Caballero cards laid beside the board, highest first: the highest card played takes the first. */
  readonly caballeroCards: readonly number[];
  /** Only the 18 cards whose value is a multiple of 10 are chosen from (a table's first games). */
  readonly tensOnly: boolean;
  /** The 13 values each player kept, as entered (hidden from the others at the table). */
  readonly hands: Readonly<Record<PlayerId, readonly number[]>>;
  /** The bridge laid now (card 63): the two regions it joins, which border each other while it lies. */
  readonly bridge?: readonly [RegionId, RegionId];
}

/** What Intrigue & the King keeps for play beyond its board; absent until the module is set up. */
export interface IntrigueSlice {
  readonly intrigue?: IntrigueState;
}

/** Where Intrigue & the King writes its preparation (002:887-900) and its round (002:910-917, 960-966). */
export const IK_PREPARATION_REF: RuleRef = { source: '002', section: 'Intrigue & the King: Preparation' };
export const IK_PLAYING_REF: RuleRef = { source: '002', section: 'Intrigue & the King: Playing the game' };
/** Where the King's and Intrigue cards' duties are written (002:973-981), and the 2-3 player exception (002:1024-1029). */
/** Where the texts explain the numbered cards' new actions (002:1030-1063). */
export const IK_NOTES_REF: RuleRef = { source: '002', section: 'Intrigue & the King: notes on the numbered cards' };
export const IK_ROLES_REF: RuleRef = {
  source: '002',
  section: 'Intrigue & the King: The King’s card and the Intrigue card',
};
export const IK_FEW_PLAYERS_REF: RuleRef = {
  source: '002',
  section: 'Intrigue & the King: Special rules for 2 or 3 players',
};

/** How many of his 31 action cards each player keeps for the game (002:897-899). */
export const HAND_SIZE = 13;

/** How many action cards a colour has: the same 31 values in every colour (reading P3). */
export const DECK_SIZE = 31;

/**
 * The highest value a card may show as entered. The texts name the tens up to 180 (002:899-900) and
 * eight other values in their notes; five more are on cards they do not print, so the table types them.
 */
export const MOST_CARD_VALUE = 200;

/** The 18 cards whose value is a multiple of 10, for a table's first games (002:899-900). */
export const TENS: readonly number[] = Array.from({ length: 18 }, (_, i) => (i + 1) * 10);

/** The Caballero cards: each lets its holder place 1 to 5 caballeros from the court (002:907-909). */
export const CABALLERO_CARDS = [1, 2, 3, 4, 5] as const;

/**
 * The Caballero cards the app lays out for a number of players: the highest that many (reading P2: the
 * overview card's list is lost, so the table may change it to what its own overview card shows).
 */
export const caballeroCardsFor = (players: number): number[] =>
  [...CABALLERO_CARDS].reverse().slice(0, Math.max(0, players));

/** The King's card of Intrigue & the King, taken by the highest card each round. */
export const IK_KINGS_CARD = 'classic/intrigue-kings-card';
/** The Intrigue card, taken by the lowest card each round. */
export const IK_INTRIGUE_CARD = 'classic/intrigue-card';
