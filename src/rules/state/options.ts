/**
 * The named options: every point where the rulebooks differ. A preset gives each a
 * default; a table may switch any of them and sees the citation for each reading.
 */
export interface RuleOptions {
  /** How a tie shifts the players below it. */
  readonly tie: TieRule;
  /** Ranks that score with exactly two scoring players (3 players: 2 ranks; 4–5 players: 3 ranks). */
  readonly twoPlayerRanks: 1 | 2;
  /** Whether "score one region of your choice" may name the Castillo. */
  readonly chosenScoringAllowsCastillo: boolean;
  /** Whether "return one caballero of each player" also takes one of the taker's own. */
  readonly returnOneOfEachIncludesOwn: boolean;
  /** What a Veto can stop. */
  readonly veto: VetoScope;
  /** Whether "move all your own caballeros out of one region" lets some go back to it. */
  readonly moveAllOwnMayReturn: boolean;
  /** Whether the King's card may leave the King where he stands. */
  readonly kingCardMayStay: boolean;
  /** Whether a two-player game adds the non-scoring dummy colour. */
  readonly twoPlayerDummy: boolean;
  /** Whether three players shuffle stacks 2 and 3 together for a 4-stack offer. */
  readonly threePlayerFourStacks: boolean;
  /** Whether the player whose lowest card went back to hand this round still starts the next. */
  readonly returnedLowestCardKeepsStart: boolean;
  /** Whether the court card may take the player's own caballeros from regions when the provinces run short. */
  readonly courtCardFromRegions: boolean;
}

export type TieRule = 'official' | 'shift-by-tied';
export type VetoScope = 'remainder' | 'whole-action';
export type RuleOptionId = keyof RuleOptions;
