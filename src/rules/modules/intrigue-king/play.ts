import { ruleOf } from '../../editions/ruleOf';
import type { TurnCard, TurnCardType } from '../../play/modulePlay';
import { definePlay } from '../../play/modulePlay';
import { setupDisksPhase, setupDisksRow } from '../../play/setupDisks';
import { commandField } from '../../state/commandFields';
import type {
  Command,
  IntrigueHandCommand,
  PlayCardCommand,
  SetupCommand,
  UseOwnCardCommand,
} from '../../state/commands';
import type { DescribedCard } from '../../state/describedCards';
import { MOBILE_SCOREBOARD_IDS } from '../../state/mobileScoreboards';
import { describeValue } from '../../state/quote';
import { fail, ok, type Result } from '../../state/result';
import type { PhaseRow, TurnStepRow } from '../../state/ruleRows';
import type { RuleRef } from '../../state/sources';
import { playerIds, playerWords } from '../../state/stateHelpers';
import { type GameState, HAND_CARD, type PlayerId, type TurnState } from '../../state/types';
import { type WordValue, words } from '../../state/words';
import { nextToPlayPower } from '../../table/powerOrder';
import type { IntrigueState } from './state';
import {
  CABALLERO_CARDS,
  DECK_SIZE,
  HAND_SIZE,
  IK_FEW_PLAYERS_REF,
  IK_INTRIGUE_CARD,
  IK_KINGS_CARD,
  IK_PLAYING_REF,
  IK_PREPARATION_REF,
  IK_ROLES_REF,
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
  // Its cards are played from hands, and its own rule for 2 or 3 players takes the dummy's place.
  if (state.setup.dummy !== undefined)
    return fail('intrigue/dummy', words('refusal.intrigue/dummy'), IK_PREPARATION_REF);
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
  // Said without the count, which would tell something of the hands entered before.
  const all = new Set([...Object.values(intrigue.hands).flat(), ...values]);
  if (all.size > DECK_SIZE) return handRefusal('deck', { most: DECK_SIZE });
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
  // Its first play waits for the table to describe it (the deck's card by its value).
  if (state.modules?.described?.[playedCardId(command.value)] === undefined) {
    return fail(
      'intrigue/undescribed',
      words('refusal.intrigue/undescribed', { value: command.value }),
      IK_PLAYING_REF,
      { card: playedCardId(command.value) },
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

/** The card a player played this round, as the deck names it ("intrigue/135"). */
const playedCardId = (value: number): string => `intrigue/${value}`;

/** The description of the card this player played this round, if the table has described it. */
const playedCard = (state: GameState, player: PlayerId): DescribedCard | undefined => {
  const value = state.played[player];
  return value === undefined ? undefined : state.modules?.described?.[playedCardId(value)];
};

/** This player's place in the round's assignment, once every card is played. */
const assignmentOf = (state: GameState, player: PlayerId): Assignment | undefined =>
  intrigueAssignment(state).find((a) => a.player === player);

/**
 * The card whose action a turn plays from its start (002:973-981): the King's card for the highest card,
 * the Intrigue card for the lowest, otherwise the card played.
 */
function intrigueTurnCard(state: GameState, player: PlayerId): TurnCard | undefined {
  const place = assignmentOf(state, player);
  if (place === undefined) return undefined;
  const id = place.king ? IK_KINGS_CARD : place.intrigue ? IK_INTRIGUE_CARD : playedCardId(place.value);
  return { id, stack: HAND_CARD };
}

/**
 * Whose action is required (002:973-984): the Intrigue card's always (reading P5), a played card's unless its
 * text opens with "may"; the King's card says "may" (reading P4).
 */
function intrigueActionRequired(_state: GameState, card: TurnCardType): RuleRef | undefined {
  if (card.id === IK_INTRIGUE_CARD) return IK_ROLES_REF;
  const described = card.described;
  const acts = described !== undefined && !PLACEMENT_EFFECTS.includes(described.effect);
  return acts && described.id.startsWith('intrigue/') && described.may !== true ? IK_ROLES_REF : undefined;
}

/** The kinds whose action is the turn's placement (notes 15 and 20): nothing else to do. */
const PLACEMENT_EFFECTS: readonly string[] = ['placement-five', 'placement-anywhere'];

/** The effect of the card whose action this player's turn plays, as described. */
const turnEffect = (state: GameState, player: PlayerId): string | undefined => {
  const card = state.turn?.player === player ? state.turn.card : undefined;
  return card ? state.modules?.described?.[card.id]?.effect : undefined;
};

/**
 * How many this turn places: the Caballero card's number (002:969-971), or 5 with card 15 (reading P7: up to
 * 5, next to the King or in the Castillo); a card taken from the offer instead places its own number.
 */
function intriguePlaces(state: GameState, player: PlayerId): number | undefined {
  // A card taken from the round's offer sets its own number (002:1089-1092).
  if (state.turn?.player === player && state.turn.card !== undefined && state.turn.card.stack !== HAND_CARD)
    return undefined;
  const card = assignmentOf(state, player)?.caballeroCard;
  if (card === undefined) return undefined;
  return turnEffect(state, player) === 'placement-five' ? 5 : card;
}

/**
 * Replenishing comes first (002:966-968): the card is the turn's from its start, so placing or doing the
 * action passes it, as taking a card does in the base game.
 */
const replenishFirst: TurnStepRow = {
  id: 'replenish',
  commands: ['replenish'],
  status: (turn, state) => (replenishPassed(state, turn) ? 'done' : 'open'),
  refuse: (state, turn) =>
    replenishPassed(state, turn)
      ? fail('turn/replenish-done', words('refusal.turn/replenish-done'), ruleOf(state, 'replenish')).error
      : undefined,
};

// Another player's veto stops the action, but does not pass the turn's replenishing; nor does an action done
// before the turn (card 40), which settled it before it opened.
const replenishPassed = (state: GameState, turn: TurnState): boolean =>
  turn.replenished ||
  turn.placed ||
  turn.special === 'skipped' ||
  (turn.special === 'done' && !state.earlyActions?.includes(turn.player));

/** Whether the round lays cards out beside the hands: the Colonies' piles in The King & the Colonies. */
const hasOffer = (state: GameState): boolean => state.offer.length > 0;

/**
 * Whether this turn may still take an offered card instead of doing the own card's action (002:1084-1088):
 * while the dealt card is the turn's, before placing or acting (the card taken sets how many are placed).
 */
const mayTakeOffered = (state: GameState, turn: TurnState): boolean =>
  state.offer.some((slot) => slot.card !== null) &&
  turn.card?.stack === HAND_CARD &&
  !turn.placed &&
  turn.special === 'open';

/**
 * No card is taken: the one played is the turn's (002:964-972). Where the round lays cards out beside the
 * hands (The King & the Colonies: the Grand Inquisitor card and the stack-7 card), a player may take one of
 * them instead, each by one player a round (002:1084-1088).
 */
const takeOffered: TurnStepRow = {
  id: 'take-card',
  commands: ['take-card'],
  applies: hasOffer,
  status: (turn, state) => (mayTakeOffered(state, turn) ? 'open' : 'done'),
  refuse: (state, turn) => {
    if (!hasOffer(state)) return fail('intrigue/no-offer', words('refusal.intrigue/no-offer'), IK_PLAYING_REF).error;
    if (!mayTakeOffered(state, turn))
      return fail('intrigue/take-late', words('refusal.intrigue/take-late'), IK_PLAYING_REF).error;
    return undefined;
  },
};

/** Whether this player may do their own card's action instead of the King's or Intrigue card's (002:1024-1029). */
function mayUseOwnCard(state: GameState, turn: TurnState): boolean {
  const place = assignmentOf(state, turn.player);
  return playerIds(state).length <= 3 && place !== undefined && (place.king || place.intrigue);
}

/** With 2 or 3 players, the King or Intrigue player may do their own card's action instead. */
const ownCardStep: TurnStepRow = {
  id: 'own-card',
  commands: ['use-own-card'],
  applies: mayUseOwnCard,
  status: (turn) => (turn.card?.id.startsWith('intrigue/') ? 'done' : turn.special === 'open' ? 'open' : 'done'),
  refuse: (state, turn) => {
    if (!mayUseOwnCard(state, turn))
      return fail('intrigue/own-card', words('refusal.intrigue/own-card'), IK_FEW_PLAYERS_REF).error;
    if (turn.special !== 'open' || turn.card?.id.startsWith('intrigue/'))
      return fail('turn/special-done', words('refusal.turn/special-done'), IK_FEW_PLAYERS_REF).error;
    return undefined;
  },
};

/** The King or Intrigue player takes their own card's action instead (2 or 3 players); it is then required unless it says "may". */
function useOwnCard(state: GameState, command: UseOwnCardCommand): Result<GameState> {
  const turn = state.turn;
  const value = state.played[command.player];
  if (!turn || value === undefined)
    return fail('intrigue/own-card', words('refusal.intrigue/own-card'), IK_FEW_PLAYERS_REF);
  return ok({ ...state, turn: { ...turn, card: { id: playedCardId(value), stack: HAND_CARD } } });
}

/** The cards whose action may be done before their owner's turn (note 40: "prior to your turn"). */
const EARLY_VALUES: readonly number[] = [40];

/**
 * Card 40's action, before its owner's turn (reading P8 (a): at any moment once every card is played, between
 * other players' steps): only where the card's own action is theirs (not the King's or Intrigue player's),
 * before their turn has come, and once.
 */
function intrigueEarlyCard(state: GameState, player: PlayerId): string | undefined {
  const place = state.phase === 'turns' ? assignmentOf(state, player) : undefined;
  if (place === undefined || place.king || place.intrigue || !EARLY_VALUES.includes(place.value)) return undefined;
  if (state.turnOrder.indexOf(player) <= state.turnIndex || state.earlyActions?.includes(player)) return undefined;
  return playedCardId(place.value);
}

/**
 * After the next general scoring the quarantine ends (card 93): its scoreboard goes beside the board and the
 * region is open again.
 */
function liftQuarantine(_before: GameState, command: Command, after: GameState): Result<GameState> {
  const region = after.modules?.quarantine;
  if (command.type !== 'general-scoring' || region === undefined) return ok(after);
  const mobileScoreboards = { ...after.mobileScoreboards };
  for (const board of MOBILE_SCOREBOARD_IDS) if (mobileScoreboards[board] === region) delete mobileScoreboards[board];
  const { quarantine: _, ...modules } = after.modules ?? {};
  return ok({ ...after, mobileScoreboards, modules });
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
  courtNumber: (state, player) =>
    state.played[player] === undefined ? undefined : (playedCard(state, player)?.court ?? 0),
  turnCard: intrigueTurnCard,
  placesThisTurn: intriguePlaces,
  // Card 20: the Caballero card's number, to any region (reading P7).
  placesAnywhere: (state, player) => turnEffect(state, player) === 'placement-anywhere',
  actionRequired: intrigueActionRequired,
  afterCommand: liftQuarantine,
  earlyCard: intrigueEarlyCard,
  // The bridge's two regions border each other while it lies (card 63, reading P9).
  bordering: (state, region) => {
    const ends = intrigueOf(state).bridge;
    return ends?.some((r) => r === region) ? ends.filter((r) => r !== region) : [];
  },
  rules: {
    turnSteps: [replenishFirst, takeOffered, { ...ownCardStep, before: 'special' }],
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
      'use-own-card': {
        fields: { player: commandField.playerId() },
        apply: useOwnCard,
        when: words('flow.when.use-own-card'),
        rule: 'special-action',
        byTurnPlayer: true,
        describe: (command, { names }) => words('history.useOwnCard', { who: names.name(command.player) }),
      },
    },
  },
});
