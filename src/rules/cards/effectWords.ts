import type { StackNumber } from '../state/types';
import type { EffectId } from './effectIds';

/**
 * What each card's special action does, in a player's words, for a table's first game and for a
 * quick look before taking a card. The stack number is also how many caballeros the taker may place
 * from court that turn. Where editions read a card differently, the rules options say which reading
 * this table plays; the wording here holds for all of them.
 */
export const EFFECT_WORDS: Readonly<Record<EffectId, string>> = {
  'move-all-own-from-one': 'Move every one of your caballeros out of one region, to any regions or the Castillo.',
  'two-more-from-court': 'Place 2 more caballeros from your court into any regions but the King’s (not only those next to him), or the Castillo.',
  'either-move-all-own-or-two-more': 'Choose one: move all your caballeros out of one region, or place 2 more from your court anywhere.',
  'move-up-to-5-from-one': 'Move up to 5 caballeros, anyone’s, out of one region.',
  'move-3-foreign': 'Move up to 3 caballeros of other players.',
  'move-3-any': 'Move up to 3 caballeros, anyone’s.',
  'move-2-own-2-foreign': 'Move up to 2 of your own caballeros and up to 2 of other players’.',
  'move-4-own': 'Move up to 4 of your own caballeros.',
  'move-4-any': 'Move up to 4 caballeros, anyone’s.',
  veto: 'Keep this card: once, this round or next, stop another player’s special action. Then it is discarded.',
  'decay-all-court': 'Every other player sends their whole court back to the provinces.',
  'decay-3-court': 'Every other player sends 3 caballeros from their court back to the provinces (all, if fewer).',
  'king-returns': 'Each other player in turn takes 3 of their own caballeros off the board or out of their court, back to the provinces.',
  'return-one-of-each': 'You pick one caballero of each other player, anywhere on the board, and send it back to the provinces.',
  'disk-return-2': 'Each other player secretly picks a region holding at least 2 of theirs and sends 2 from it back to the provinces.',
  'disk-return-all': 'Each other player secretly picks a region holding some of theirs and sends all of them from it back to the provinces.',
  'score-chosen-area': 'Score one area of your choice now, as in a general scoring.',
  'score-4-regions': 'Score every region whose scoreboard now shows 4 for first place.',
  'score-5-regions': 'Score every region whose scoreboard now shows 5 for first place.',
  'score-6-7-regions': 'Score every region whose scoreboard now shows 6 or 7 for first place.',
  'score-castillo': 'Score the Castillo now; its caballeros stay inside.',
  'score-first-place-only': 'Score every region, first places only: a tie for first scores nothing.',
  'score-most': 'Score the region or regions holding the most caballeros.',
  'score-fewest': 'Score the region or regions holding the fewest caballeros (empty ones are left out).',
  'mobile-scoreboard': 'Put a mobile scoreboard on an area, or move one already out: its values then count there.',
  'royal-adviser': 'Move the King to a region next to where he stands.',
  eviction: 'Name a region: every other player with caballeros there secretly picks where all of them go.',
  grande: 'Move your Grande to another region (never the Castillo, never into or out of the King’s region).',
  'power-card-return': 'Take one of your power cards already played back into your hand.',
  court: 'Take 2 caballeros from the provinces into your court.',
  'score-unique-choices': 'Every player secretly picks a region; each region picked by only one player is scored.',
  'kings-card': 'Move the King to any region.',
};

/** A stack in words: its number is how many caballeros its card's taker may place from court. */
export const stackWords = (stack: StackNumber): string => `Stack ${stack}: place up to ${stack} caballero${stack === 1 ? '' : 's'} from court`;

/** What every move of a stack-1 card keeps to, said once beside those cards. */
export const MOVE_LIMITS_WORDS =
  'A move never starts in the Castillo, a court or the King’s region, and never ends in the King’s region; it may end in the Castillo.';

/**
 * A table's first game in short: what to enter, in the order the app asks for it, and how to take
 * something back. Each step is one line a player can read aloud.
 */
export const FIRST_GAME_STEPS: readonly string[] = [
  'Set up: pick the edition, seat each player with a colour and the home region drawn at the table, and the King’s region. The app places the Grandes and the opening caballeros.',
  'Each round, turn over the top action card of each stack as the table does, and enter the card that lies face up in each.',
  'Enter each player’s power card as it is played; the app refuses a value already played this round and says why.',
  'On each turn, in the order the power cards give, enter the caballeros taken to court, the action card taken, the caballeros placed (tap the map) and the special action, in the order the player does them.',
  'After rounds 3, 6 and 9, enter each secret disk of the players with caballeros in the Castillo: the app scores every area and shows why each point was given.',
  'A mistake? Undo takes back the last entry; Every entry lets you correct an earlier one; a table correction sets a count to what the table shows.',
];
