import type { ModifierCard } from '../../modules/power-shift/state';
import type { AreaId, GameAreaId, GameRegionId, KingArea, RegionId } from '../../state/areaIds';
import type { MobileScoreboardId } from '../../state/mobileScoreboards';
import type { PowerCardValue } from '../../state/powerCards';
import type { RuleRef } from '../../state/sources';
import type { OfferSlotId, PlayerId } from '../../state/types';
import type { Text } from '../../state/words';

/*
 * What each kind of special action needs from a screen: the players involved and the regions,
 * areas, counts and limits the engine accepts on this table. Each effect builds these for its card.
 */

/** Caballeros a player has to give back, and what they could give them from. */
export interface GiverGuide {
  readonly player: PlayerId;
  /** How many they give in all (already lowered to what they have). */
  readonly owes: number;
  /** Caballeros in their court now. */
  readonly court: number;
  /**
   * Their caballeros on each region they may give from (never the Castillo or the King's region); {} when
   * only the court counts.
   */
  readonly regions: Readonly<Partial<Record<GameRegionId, number>>>;
}

/** One player's region choice for a disk or a pick. */
export interface RegionChoiceGuide<R extends GameRegionId = GameRegionId> {
  readonly player: PlayerId;
  /** The regions the engine accepts for this player; empty when nothing could be taken from them. */
  readonly regions: readonly R[];
  /** Whether a complete action must name a region for this player (a veto part-way relaxes it). */
  readonly required: boolean;
  /** Secret-disk returns: how many caballeros would leave each region the disk may name. */
  readonly loses?: Readonly<Partial<Record<R, number>>>;
}

/** A region caballeros may leave, what may leave it and where it may go. */
export interface MoveSourceGuide {
  readonly region: GameRegionId;
  /** Caballeros here per owner the card moves (owners with none here left out). */
  readonly pieces: Readonly<Record<PlayerId, number>>;
  /**
   * Where caballeros from here may end; holds the region itself only when some may stay. Never the provinces
   * or a court.
   */
  readonly targets: readonly GameAreaId[];
  /**
   * Owners here who may end in fewer of `targets` than the others (the Church's black caballeros never
   * enter the Castillo or a Muslim Granada), with the targets each may take; an owner not listed takes all.
   */
  readonly ownerTargets?: Readonly<Partial<Record<PlayerId, readonly GameAreaId[]>>>;
  /**
   * Only under a rule that lowers the card's number for moves going further than next door: the targets
   * that keep the full number (the regions bordering this one, and the Castillo).
   */
  readonly near?: readonly GameAreaId[];
}

/** The lower limits that hold once any caballero goes further than a bordering region or the Castillo. */
export interface FartherMovesGuide {
  /** Most caballeros in all then. */
  readonly maxTotal: number | undefined;
  readonly maxOwn: number | undefined;
  readonly maxForeign: number | undefined;
  /** With `allOwnFromOne`: how many of the region's own caballeros then stay where they are. */
  readonly keepBack: number | undefined;
  readonly ruleRef: RuleRef;
  /** Both numbers in a player's words, e.g. "up to 4 to bordering regions or the Castillo; up to 2 if any goes further". */
  readonly words: Text;
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
  /**
   * Those of `owners` that count as the taker's own: the taker's colour and black caballeros whose
   * marker the taker holds (the Church's). Left out: the taker's colour alone.
   */
  readonly ownOwners?: readonly PlayerId[];
  readonly sources: readonly MoveSourceGuide[];
  /** Set when a rule in play lowers the card's number for moves going further than next door. */
  readonly farther?: FartherMovesGuide;
  /** Free places now in the areas that hold few (France's three spaces): arrivals beyond them need departures. */
  readonly room?: Readonly<Partial<Record<GameAreaId, number>>>;
}

/** The "from-court" action: a few more caballeros from the taker's court onto the board. */
export interface FromCourtGuide {
  readonly kind: 'from-court';
  readonly available: boolean;
  /** The card's limit. */
  readonly limit: number;
  /** The most that can go now: the limit, or the court when it holds fewer. */
  readonly max: number;
  readonly areas: readonly GameAreaId[];
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
  readonly description: Text;
  /** Scorings: the areas that would be scored now. */
  readonly scores?: readonly GameAreaId[];
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
  readonly setters: readonly RegionChoiceGuide<RegionId>[];
}

export interface ScoreAreaGuide {
  readonly kind: 'score-area';
  readonly available: true;
  readonly areas: readonly GameAreaId[];
}

export interface MobileScoreboardGuide {
  readonly kind: 'mobile-scoreboard';
  readonly available: boolean;
  /** Each scoreboard, where it lies now (undefined: beside the board) and where it may go ([]: it may not move). */
  readonly boards: readonly {
    readonly board: MobileScoreboardId;
    readonly now: GameAreaId | undefined;
    readonly targets: readonly GameAreaId[];
  }[];
}

export interface KingGuide {
  readonly kind: 'king';
  readonly available: boolean;
  readonly now: KingArea;
  /** Where the King may go (his own region too where he may stay; France, Portugal or the Castillo by New Regency). */
  readonly targets: readonly KingArea[];
  /** Stand-in (New Regency): the Grandes that may change places with the King, by the region each stands in. */
  readonly standIns?: Readonly<Partial<Record<RegionId, readonly PlayerId[]>>>;
  /**
   * Entourage (New Regency): the caballeros in the King's region now, per colour, of which exactly `count`
   * go with him (all of them when fewer than 2 stand there; none when he stands in no region).
   */
  readonly entourage?: {
    readonly from: RegionId;
    readonly pieces: Readonly<Record<PlayerId, number>>;
    readonly count: number;
  };
}

/** The "eviction" action: the taker names a region, then each evicted player's disk says where theirs go. */
export interface EvictionGuide {
  readonly kind: 'eviction';
  readonly available: boolean;
  readonly regions: readonly {
    readonly region: GameRegionId;
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
  readonly now: AreaId | undefined;
  readonly targets: readonly RegionId[];
  /** The most of the taker's caballeros that may go with the Grande (Intrigue & the King's card 80); absent: none. */
  readonly alongMost?: number;
}

export interface PowerCardGuide {
  readonly kind: 'power-card';
  readonly available: boolean;
  readonly values: readonly PowerCardValue[];
}

/** Power Shift's Empowerment: the played modifier cards that may come back instead of a power card. */
export interface ModifierCardGuide {
  readonly kind: 'modifier-card';
  readonly available: boolean;
  readonly cards: readonly ModifierCard[];
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
  readonly regions: Readonly<Partial<Record<GameRegionId, number>>>;
}

/** Where a card may move the Limit table (Grand Inquisitor & the Colonies). */
export interface LimitTableGuide {
  readonly kind: 'limit-table';
  readonly available: boolean;
  readonly regions: readonly GameRegionId[];
}

/** Where a bridge may be laid (Intrigue & the King's card 63): from each region, the regions it may reach. */
export interface BridgeGuide {
  readonly kind: 'bridge';
  readonly available: boolean;
  readonly spans: readonly { readonly from: RegionId; readonly to: readonly RegionId[] }[];
}

/** The piles whose card a card may take out of this round's offer (Grand Inquisitor & the Colonies). */
export interface RemoveCardGuide {
  readonly kind: 'remove-card';
  readonly available: boolean;
  readonly slots: readonly OfferSlotId[];
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
  | ModifierCardGuide
  | CourtGuide
  | LimitTableGuide
  | RemoveCardGuide
  | BridgeGuide;
