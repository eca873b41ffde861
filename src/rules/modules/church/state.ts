/** What the Church keeps for play beyond its board (the marker's holder is the board's). */
export interface ChurchSlice {
  /** The Church's holder took their one extra caballero this turn when replenishing (so not again at placement). */
  readonly churchExtraTaken?: boolean;
}
