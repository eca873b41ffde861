import { cardIn } from '../cards/cardIn';
import { placesOf } from '../cards/catalog';
import { powerTotal, roundStart, turnCardOf } from '../play/index';
import { entriesOf } from '../state/records';
import { isDummy, playerIds } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';

/**
 * Opens the turn of the player at `turnIndex`. The dummy takes the remaining card showing the
 * most caballeros and discards it unused, so its turn passes at once.
 */
export function startTurn(state: GameState): GameState {
  const player = state.turnOrder[state.turnIndex];
  if (player === undefined) return endRound(state);
  if (isDummy(state, player)) {
    const open = state.offer.filter((s) => s.card !== null);
    // The most caballeros shown: a card's own number where it names one (the Church card in pile 6 places 3).
    const placesShown = (id: string | null) => {
      const card = id === null ? undefined : cardIn(state, id);
      return card ? placesOf(card) : 0;
    };
    const best = open.reduce<(typeof open)[number] | undefined>(
      (a, s) => (!a || placesShown(s.card) > placesShown(a.card) ? s : a),
      undefined,
    );
    const offer = state.offer.map((s) => (s === best ? { ...s, card: null } : s));
    return startTurn({ ...state, offer, turnIndex: state.turnIndex + 1, turn: undefined });
  }
  // A module whose cards are played from hands deals the turn its card now (none: it is taken from the offer).
  const card = turnCardOf(state, player);
  // An action done before this turn (Intrigue & the King's 40) is the turn's, already settled.
  const special = state.earlyActions?.includes(player) ? 'done' : 'open';
  return { ...state, turn: { player, replenished: false, card, placed: false, special } };
}

/** Everyone has played a power card: turns follow from the highest total down (a card's value, unless a module changes it). */
export function startTurns(state: GameState): GameState {
  const total = (id: PlayerId) => powerTotal(state, id) ?? 0;
  const turnOrder = Object.keys(state.played).sort((a, b) => total(b) - total(a));
  return startTurn({ ...state, phase: 'turns', turnOrder, turnIndex: 0 });
}

/**
 * After a general scoring: the dummy's region cards are shuffled back, and the next round starts (or the game
 * ends).
 */
export const afterGeneralScoring = (state: GameState): GameState => nextRound({ ...state, dummyDiscards: [] });

/**
 * The end of a round: unused cards leave the offer, played power cards are spent, the lowest card
 * takes the start, unused vetoes of the previous round lapse; then a general scoring or the next round.
 */
export function endRound(state: GameState): GameState {
  const spent: Record<PlayerId, readonly number[]> = { ...state.spent };
  for (const [id, value] of entriesOf(state.played)) {
    if (state.returnedThisRound[id] === undefined) spent[id] = [...(spent[id] ?? []), value];
  }
  // The actions done early this round are forgotten with its cards.
  const { earlyActions: _, ...kept } = state;
  const next: GameState = {
    ...kept,
    offer: [],
    spent,
    startPlayer: nextStartPlayer(state),
    vetoes: state.vetoes.filter((v) => v.expiresAfterRound > state.round),
    played: {},
    returnedThisRound: {},
    turnOrder: [],
    turnIndex: 0,
    turn: undefined,
  };
  return state.scoringRounds.includes(state.round) ? { ...next, phase: 'general-scoring' } : nextRound(next);
}

/**
 * Whoever played the lowest card (the lowest total where a module changes it) starts the next round (never the dummy). A lowest card taken
 * back to hand still counts where the options say so; otherwise the lowest card left on the table does.
 */
function nextStartPlayer(state: GameState): PlayerId {
  const players = playerIds(state);
  const counted = entriesOf(state.played).filter(
    ([id]) =>
      players.includes(id) &&
      (state.setup.options.returnedLowestCardKeepsStart || state.returnedThisRound[id] === undefined),
  );
  const total = (id: PlayerId) => powerTotal(state, id) ?? 0;
  const lowest = counted.sort(([a], [b]) => total(a) - total(b))[0];
  return lowest ? lowest[0] : state.startPlayer;
}

/** The next round of the schedule, or the end of the game when there is none. */
export function nextRound(state: GameState): GameState {
  const later = state.schedule.filter((r) => r > state.round);
  const round = later[0];
  return round === undefined ? endGame(state) : { ...state, round, phase: roundStart(state) };
}

/** The game is over: the highest score wins, ties share the win. */
export function endGame(state: GameState): GameState {
  const players = playerIds(state);
  const best = Math.max(...players.map((id) => state.scores[id] ?? 0));
  return { ...state, phase: 'over', winners: players.filter((id) => (state.scores[id] ?? 0) === best) };
}
