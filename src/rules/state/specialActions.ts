import type { ModifierAbility, ModifierValue } from '../modules/power-shift/state';
import type { GameAreaId, GameRegionId, KingArea, RegionId } from './areaIds';
import type { MobileScoreboardId } from './mobileScoreboards';
import type { PowerCardValue } from './powerCards';
import type { OfferSlotId } from './types';

type PlayerId = string;

/** Caballeros of one owner moved from a region to a region or the Castillo. */
export interface Move {
  readonly owner: PlayerId;
  readonly from: GameRegionId;
  readonly to: GameAreaId;
  readonly count: number;
  /**
   * Grand Inquisitor & the Colonies: how many of the caballeros moved carry a Gold or Wares disc, where
   * the mover chooses; left out, those carrying none go first.
   */
  readonly carrying?: Readonly<{ gold?: number; wares?: number }>;
}

/** Caballeros taken back from one player: from the court and/or from regions. */
export interface Giving {
  readonly court?: number;
  readonly regions?: Readonly<Partial<Record<GameRegionId, number>>>;
}

/**
 * What a player did with a card's special action, as the table enters it. Each effect reads
 * the fields it needs; secret-disk choices of every player come together in one command,
 * as they are revealed together at the table.
 */
export type SpecialAction =
  | { readonly kind: 'moves'; readonly moves: readonly Move[] }
  | { readonly kind: 'from-court'; readonly areas: Readonly<Partial<Record<GameAreaId, number>>> }
  | { readonly kind: 'keep-veto' }
  | { readonly kind: 'apply' }
  | { readonly kind: 'returns'; readonly returns: Readonly<Record<PlayerId, Giving>> }
  | { readonly kind: 'picks'; readonly picks: Readonly<Record<PlayerId, GameRegionId>> }
  | { readonly kind: 'disks'; readonly disks: Readonly<Record<PlayerId, RegionId>> }
  | { readonly kind: 'score-area'; readonly area: GameAreaId }
  | { readonly kind: 'mobile-scoreboard'; readonly board: MobileScoreboardId; readonly to: GameAreaId }
  /** A bridge between two regions (Intrigue & the King's card 63), which then border each other. */
  | { readonly kind: 'bridge'; readonly from: RegionId; readonly to: RegionId }
  | {
      readonly kind: 'king';
      readonly to: KingArea;
      /** Stand-in (New Regency): whose Grande changes places with the King, where several stand in `to`. */
      readonly grande?: PlayerId;
      /** Entourage (New Regency): the caballeros that go with the King from his old region to his new one. */
      readonly entourage?: readonly Move[];
    }
  | { readonly kind: 'eviction'; readonly region: GameRegionId; readonly disks: Readonly<Record<PlayerId, RegionId>> }
  | {
      readonly kind: 'grande';
      readonly to: RegionId;
      /** Intrigue & the King's card 80: how many of the taker's caballeros go with the Grande from its region. */
      readonly along?: number;
    }
  | { readonly kind: 'power-card'; readonly value: PowerCardValue }
  /** Power Shift: a played modifier card back to the hand instead of a power card (its face: number and ability). */
  | { readonly kind: 'modifier-card'; readonly value: ModifierValue; readonly ability?: ModifierAbility }
  | {
      readonly kind: 'court';
      readonly provinces: number;
      readonly regions?: Readonly<Partial<Record<GameRegionId, number>>>;
    }
  /** Grand Inquisitor & the Colonies: the Limit table moved to a region (who then sits on it: `onLimitTable`). */
  | { readonly kind: 'limit-table'; readonly to: GameRegionId }
  /** Grand Inquisitor & the Colonies: a card still offered this round taken out of the offer. */
  | { readonly kind: 'remove-card'; readonly slot: OfferSlotId };

export type SpecialActionKind = SpecialAction['kind'];
