/** The two kinds of disc the colonies bring: Gold (America) and Wares (the Mediterranean). */
export type DiscKind = 'gold' | 'wares';

/** Discs of each kind, where none is 0. */
export type DiscCounts = Readonly<Partial<Record<DiscKind, number>>>;

/**
 * The Gold and Wares discs in a game: those lying unclaimed in the colonies, and those carried by the
 * caballeros that claimed them; the rest are in the supply beside the board.
 */
export interface DiscsState {
  /** Unclaimed discs: Gold lies in America, Wares in the Mediterranean. */
  readonly lying: Readonly<Record<DiscKind, number>>;
  /** Claimed discs, by area and by whose caballeros carry them (one disc per caballero). */
  readonly carried?: Readonly<Partial<Record<string, Readonly<Record<string, DiscCounts>>>>>;
}

/** The areas a caballero sails from: the Ship, America and the Mediterranean. */
export type SailingArea = 'ship' | 'america' | 'mediterranean';

/** What Grand Inquisitor & the Colonies keeps for play beyond its board. */
export interface ColoniesSlice {
  /** The Gold and Wares discs; absent until the module is set up. */
  readonly discs?: DiscsState;
  /**
   * The caballeros that may still sail in one turn (round and turn index, "2:1"), by area and id: those
   * there when the turn began, less those that sailed since. Noted by the turn's first command.
   */
  readonly sailable?: {
    readonly turn: string;
    /** Those there when the turn began. */
    readonly start: Readonly<Partial<Record<SailingArea, Readonly<Record<string, number>>>>>;
    readonly left: Readonly<Partial<Record<SailingArea, Readonly<Record<string, number>>>>>;
  };
}
