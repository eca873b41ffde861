/** The two kinds of disc the colonies bring: Gold (America) and Wares (the Mediterranean). */
export type DiscKind = 'gold' | 'wares';

/** The Gold and Wares discs in a game: those lying unclaimed in the colonies; the rest are in the supply. */
export interface DiscsState {
  /** Unclaimed discs: Gold lies in America, Wares in the Mediterranean. */
  readonly lying: Readonly<Record<DiscKind, number>>;
}

/** What Grand Inquisitor & the Colonies keeps for play beyond its board. */
export interface ColoniesSlice {
  /** The Gold and Wares discs; absent until the module is set up. */
  readonly discs?: DiscsState;
}
