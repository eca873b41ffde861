import type { RegionId } from './areaIds';
import type { BoardAreaId } from './modules';
import type { RuleTopic } from './ruleTopics';

/** A player or neutral colour, e.g. 'red' or 'dummy'. */
export type ParticipantId = string;

/** What a general scoring carries from the table's choices in it, beyond the disks. */
export interface GeneralChoices {
  /** Who goes onto the Limit table when the Castillo's arrivals do not all fit (id → caballeros put on it). */
  readonly limitTableArrivals?: Readonly<Record<ParticipantId, number>>;
}

/** What to score now. */
export type ScoringRequest =
  | {
      readonly kind: 'general';
      /** Each id's secret-disk region; `inquisitor` for unheld black caballeros in the Castillo. */
      readonly castilloDestinations: Readonly<Partial<Record<ParticipantId, RegionId>>>;
      /** Who goes onto the Limit table when the Castillo's arrivals do not all fit (id → caballeros put on it). */
      readonly limitTableArrivals?: Readonly<Record<ParticipantId, number>>;
      /** Moves made inside the scoring, after the Castillo empties (Grandissimo's Free choice). */
      readonly interludeMoves?: readonly InterludeMove[];
    }
  /**
   * `cite`: where the card that asked for it is described, when not with the 2 stack's (the same card in the
   * 3 stack).
   */
  | { readonly kind: 'area'; readonly area: BoardAreaId; readonly cite?: RuleTopic }
  | { readonly kind: 'top-value'; readonly values: readonly number[] }
  | { readonly kind: 'first-place-only' }
  | { readonly kind: 'most' }
  | { readonly kind: 'fewest' }
  | { readonly kind: 'unique-choices'; readonly choices: Readonly<Partial<Record<ParticipantId, RegionId>>> }
  /** Each area listed, in that order (cards whose choice the snapshot does not encode). */
  | { readonly kind: 'areas'; readonly areas: readonly BoardAreaId[] }
  /** France, the Ship, America and the Mediterranean (Grand Inquisitor & the Colonies). */
  | { readonly kind: 'new-regions' }
  /** A Muslim Granada that has just fallen, scored with its values doubled. */
  | { readonly kind: 'granada-conquest' }
  /** Gold and Wares brought to Spain: fixed points, no area scored. */
  | { readonly kind: 'delivery'; readonly deliveries: Readonly<Record<ParticipantId, Delivery>> };

/** One move inside a general scoring: `count` caballeros of `id` from one area to another. */
export interface InterludeMove {
  readonly id: ParticipantId;
  readonly from: BoardAreaId;
  readonly to: BoardAreaId;
  readonly count: number;
}

/** Discs one player brought to Spain. */
export interface Delivery {
  readonly gold: number;
  readonly wares: number;
}

export type ScoringKind = ScoringRequest['kind'];
