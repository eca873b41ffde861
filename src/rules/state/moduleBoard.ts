import type { RegionId } from './areaIds';
import type { BlackId, BoardAreaId, ExtraAreaId, RoleId } from './modules';
import type { ParticipantId } from './scoringRequest';

/** Caballeros per participant in one area. */
export type AreaCounts = Readonly<Record<ParticipantId, number>>;

/**
 * What the variants and expansions put on the board, as the game keeps it and a scoring reads it
 * (board snapshot format 2); every field is optional and off by default. A game's module state is
 * this board and what only play needs besides, so a scoring reads a game's modules as they are.
 */
export interface ModuleBoard {
  /** Values printed on the colony pieces, as the table entered them. */
  readonly printedValues?: Readonly<Partial<Record<ExtraAreaId, readonly number[]>>>;
  /** Who stands on each special space (an id with caballeros in that area). */
  readonly roles?: Readonly<Partial<Record<RoleId, ParticipantId>>>;
  /** Who holds the Church marker / the Grand Inquisitor; null or absent: nobody. */
  readonly holders?: Readonly<Partial<Record<BlackId, ParticipantId | null>>>;
  /** The Limit table's region and the caballeros on it. */
  readonly limitTable?: { readonly area: BoardAreaId; readonly onTable: AreaCounts };
  readonly granada?: 'muslim' | 'conquered';
  /** The quarantined region (Intrigue & the King, card 93). */
  readonly quarantine?: RegionId;
  /** A Conspiracy card waits for this general scoring: every Grande follows its owner's disk. */
  readonly conspiracy?: boolean;
  /** Revolution: this player's Grande is the Grande/King, and its region is the King's. */
  readonly revolution?: { readonly grande: ParticipantId };
}
