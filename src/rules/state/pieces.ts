/** Piece counts that the rules fix for every edition. */
export const CABALLEROS_PER_PLAYER = 30;
export const START_CABALLEROS_AT_HOME = 2;
export const START_CABALLEROS_IN_COURT = 7;
export const START_CABALLEROS_IN_PROVINCES =
  CABALLEROS_PER_PLAYER - START_CABALLEROS_AT_HOME - START_CABALLEROS_IN_COURT;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** Bonus points for sole first place in the King's region, and in a player's home region. */
export const KING_BONUS = 2;
export const HOME_BONUS = 2;
