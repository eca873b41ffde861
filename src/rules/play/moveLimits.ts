/** What a special action that moves caballeros on the board lets its taker move. */
export interface MoveLimits {
  /** Most caballeros in all. */
  readonly total?: number;
  /** Most of the taker's own, and most of other colours'. */
  readonly own?: number;
  readonly foreign?: number;
  /** All moved caballeros leave one region. */
  readonly fromOneRegion?: boolean;
  /**
   * The taker must move every own caballero out of that one region (some may stay if `mayReturn`);
   * `keepBack` of them stay without being listed (a rule that takes some off the card's number).
   */
  readonly allOwnFromOne?: { readonly mayReturn: boolean; readonly keepBack?: number };
  /** The card's own text sends them to any region (the Church card): a rule for farther moves may leave it whole. */
  readonly anyRegion?: boolean;
}
