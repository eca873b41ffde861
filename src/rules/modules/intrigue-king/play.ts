import { definePlay } from '../../play/modulePlay';
import { setupDisksPhase, setupDisksRow } from '../../play/setupDisks';
import { commandField } from '../../state/commandFields';
import type { IntrigueHandCommand, PlayCardCommand, SetupCommand } from '../../state/commands';
import { describeValue } from '../../state/quote';
import { fail, ok, type Result } from '../../state/result';
import type { PhaseRow } from '../../state/ruleRows';
import { playerIds, playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { type WordValue, words } from '../../state/words';
import { nextToPlayPower } from '../../table/powerOrder';
import type { IntrigueState } from './state';
import {
  CABALLERO_CARDS,
  DECK_SIZE,
  HAND_SIZE,
  IK_PLAYING_REF,
  IK_PREPARATION_REF,
  MOST_CARD_VALUE,
  TENS,
} from './state';

const EMPTY: IntrigueState = { caballeroCards: [], tensOnly: false, hands: {} };

const intrigueOf = (state: GameState): IntrigueState => state.modules?.intrigue ?? EMPTY;

const withIntrigue = (state: GameState, intrigue: IntrigueState): GameState => ({
  ...state,
  modules: { ...state.modules, intrigue },
});

/** The players whose 13 cards are still to be entered, in seating order. */
export const intrigueHandsDue = (state: GameState): PlayerId[] =>
  state.phase === 'intrigue-hands' ? playerIds(state).filter((id) => intrigueOf(state).hands[id] === undefined) : [];

/** The values a player may still play: the 13 kept, less those played in earlier rounds. */
export function cardsInHand(state: GameState, player: PlayerId): readonly number[] {
  const spent = state.spent[player] ?? [];
  return (intrigueOf(state).hands[player] ?? []).filter((v) => !spent.includes(v));
}

/**
 * The Caballero cards laid beside the board, as the setup names them: one for each player, each of the five
 * at most once (reading P2: the table enters the list its overview card gives).
 */
function checkCaballeroCards(state: GameState, given: unknown): Result<readonly number[]> {
  const players = playerIds(state).length;
  const cards = Array.isArray(given) ? given : [];
  const known = (n: unknown): n is number => CABALLERO_CARDS.some((c) => c === n);
  if (cards.length !== players || !cards.every(known) || new Set(cards).size !== cards.length) {
    return fail(
      'setup/caballero-cards',
      words('refusal.setup/caballero-cards', { count: players, value: describeValue(given) }),
      IK_PREPARATION_REF,
    );
  }
  return ok([...cards].sort((a, b) => b - a));
}

function setupIntrigue(state: GameState, command: SetupCommand): Result<GameState> {
  const cards = checkCaballeroCards(state, command.caballeroCards);
  if (!cards.ok) return cards;
  return ok(withIntrigue(state, { caballeroCards: cards.value, tensOnly: command.intrigueTens === true, hands: {} }));
}

/** A refusal of the hand entered, in the module's words. */
const handRefusal = (key: string, values: Readonly<Record<string, WordValue>>) =>
  fail(`intrigue/${key}`, words(`refusal.intrigue/hand.${key}`, values), IK_PREPARATION_REF);

/**
 * A player's 13 cards, kept secretly from their 31 (002:897-900): 13 different values, each one a card may
 * show, of the 18 tens only where the table plays with those. Every colour holds the same 31 values
 * (reading P3), so all hands together show at most 31.
 */
export function enterIntrigueHand(state: GameState, command: IntrigueHandCommand): Result<GameState> {
  const intrigue = intrigueOf(state);
  const who = playerWords(state, command.player);
  if (!playerIds(state).includes(command.player)) {
    return handRefusal('not-a-player', { value: describeValue(command.player) });
  }
  if (intrigue.hands[command.player] !== undefined) return handRefusal('entered', { who });
  const values = Array.isArray(command.values) ? command.values : [];
  if (values.length !== HAND_SIZE || new Set(values).size !== values.length) {
    return handRefusal('size', { who, size: HAND_SIZE });
  }
  const wrong = values.find(
    (v) => !Number.isInteger(v) || v < 1 || v > MOST_CARD_VALUE || (intrigue.tensOnly && !TENS.includes(v)),
  );
  if (wrong !== undefined) {
    return handRefusal(intrigue.tensOnly ? 'tens' : 'value', { value: describeValue(wrong), most: MOST_CARD_VALUE });
  }
  const all = new Set([...Object.values(intrigue.hands).flat(), ...values]);
  if (all.size > DECK_SIZE) return handRefusal('deck', { count: all.size, most: DECK_SIZE });
  const hands = { ...intrigue.hands, [command.player]: [...values].sort((a, b) => a - b) };
  return ok(withIntrigue(state, { ...intrigue, hands }));
}

/** The phase before round 1 in which each player enters their 13 cards; it ends once all are in. */
const handsPhase: PhaseRow = {
  opening: true,
  accepts: ['intrigue-hand'],
  next: (state) => (intrigueHandsDue(state).length === 0 ? { ...state, phase: 'reveal' } : state),
  waitingFor: (state) =>
    words('modules.intrigue.waitingForHand', { who: playerWords(state, intrigueHandsDue(state)[0] ?? '') }),
};

/**
 * Whose card is due now: clockwise from the start player (002:914-917), as power cards are played (the
 * game has no dummy), or none once all have played.
 */
export const nextToPlayCard = nextToPlayPower;

/**
 * An action card played face up (002:913-917): by the player whose turn to play it is, one still in
 * their hand, and never a value another card showed this round.
 */
export function playCard(state: GameState, command: PlayCardCommand): Result<GameState> {
  const due = nextToPlayCard(state);
  if (command.player !== due) {
    return fail(
      'intrigue/not-your-card',
      words('refusal.intrigue/not-your-card', { who: playerWords(state, due ?? '') }),
      IK_PLAYING_REF,
    );
  }
  if (!cardsInHand(state, command.player).includes(command.value)) {
    return fail(
      'intrigue/not-in-hand',
      words('refusal.intrigue/not-in-hand', { who: playerWords(state, command.player), value: command.value }),
      IK_PLAYING_REF,
    );
  }
  const by = Object.entries(state.played).find(([, v]) => v === command.value)?.[0];
  if (by !== undefined) {
    return fail(
      'intrigue/value-played',
      words('refusal.intrigue/value-played', { who: playerWords(state, by), value: command.value }),
      IK_PLAYING_REF,
    );
  }
  return ok({ ...state, played: { ...state.played, [command.player]: command.value } });
}

/**
 * The round's card play takes the power cards' place in their phase, which goes on as it does: once all
 * have played, the turns begin, highest card first (002:964-966).
 */
const cardsPhase: Partial<PhaseRow> = {
  accepts: ['play-card'],
  waitingFor: (state) =>
    words('modules.intrigue.waitingForCard', { who: playerWords(state, nextToPlayCard(state) ?? '') }),
};

/** One player's place in this round: the card played, the Caballero card it takes, the King's or Intrigue card. */
export interface Assignment {
  readonly player: PlayerId;
  readonly value: number;
  readonly caballeroCard: number | undefined;
  readonly king: boolean;
  readonly intrigue: boolean;
}

/**
 * Who takes what once every card is played (002:960-963): the highest card the King's card and the highest
 * Caballero card, the next the next, and the lowest the lowest and the Intrigue card. Highest first.
 */
export function intrigueAssignment(state: GameState): readonly Assignment[] {
  const order = Object.entries(state.played).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
  const cards = intrigueOf(state).caballeroCards;
  return order.map(([player, value], i) => ({
    player,
    value: value ?? 0,
    caballeroCard: cards[i],
    king: i === 0,
    intrigue: i === order.length - 1,
  }));
}

/**
 * Intrigue & the King (Decennial): each player's 13 action cards replace the power and action cards; the
 * highest card played is the King, the lowest the Intrigue player.
 */
export const intriguePlay = definePlay({
  id: 'intrigue-king',
  setupFields: ['caballeroCards', 'intrigueTens'],
  setup: setupIntrigue,
  roundStartsWith: 'power',
  rules: {
    phases: { 'setup-disks': setupDisksPhase, 'intrigue-hands': handsPhase },
    phaseChanges: { power: cardsPhase },
    commands: {
      'setup-disks': setupDisksRow,
      'intrigue-hand': {
        fields: { player: commandField.playerId(), values: commandField.cardValues(HAND_SIZE, MOST_CARD_VALUE) },
        apply: enterIntrigueHand,
        when: words('flow.when.intrigue-hand'),
        rule: 'setup',
        // The hand stays secret: the history says only that it was entered.
        describe: (command, { names }) => words('history.intrigueHand', { who: names.name(command.player) }),
      },
      'play-card': {
        fields: { player: commandField.playerId(), value: commandField.cardValue(MOST_CARD_VALUE) },
        apply: playCard,
        when: words('flow.when.play-card'),
        rule: 'power-cards',
        describe: (command, { names }) =>
          words('history.playCard', { who: names.name(command.player), value: command.value }),
      },
    },
  },
  building: true,
});
