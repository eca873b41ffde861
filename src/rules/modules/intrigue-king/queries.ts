import { areaWordsIn } from '../../editions/ruleOf';
import { defineQueries } from '../../game/moduleQueries';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, type Words, words } from '../../state/words';
import { cardsInHand, intrigueAssignment, nextToPlayCard } from './play';
import { IK_NOTES_REF, MOST_CARD_VALUE, TENS } from './state';

/** The values the notes name besides the tens (notes on the numbered cards): the hand entry offers them too. */
export const NOTED_VALUES: readonly number[] = [15, 25, 35, 63, 75, 93, 135, 145];

/** What the hand entry offers: the 18 tens for a first game, else the tens and the noted values, in order. */
export const intrigueHandOffer = (state: GameState): readonly number[] =>
  state.modules?.intrigue?.tensOnly === true ? TENS : [...TENS, ...NOTED_VALUES].sort((a, b) => a - b);

/** Whether a hand may hold values the app does not offer, typed by the table (the five cards the texts never name). */
export const intrigueTypedValues = (state: GameState): boolean => state.modules?.intrigue?.tensOnly !== true;

/** The highest value a typed card may show. */
export const INTRIGUE_MOST_VALUE = MOST_CARD_VALUE;

/** One card a player may play now, or why not; `described` says whether the table must describe it first. */
export interface IntrigueCardOption {
  readonly value: number;
  readonly described: boolean;
  readonly unavailable: Words | undefined;
}

/** The player due to play a card this round, with their hand, or undefined when nobody is. */
export function intrigueCardChoices(
  state: GameState,
): { readonly player: PlayerId; readonly cards: readonly IntrigueCardOption[] } | undefined {
  const player = state.phase === 'power' ? nextToPlayCard(state) : undefined;
  if (player === undefined) return undefined;
  const cards = cardsInHand(state, player).map((value) => {
    const by = Object.entries(state.played).find(([, v]) => v === value)?.[0];
    return {
      value,
      described: state.modules?.described?.[`intrigue/${value}`] !== undefined,
      unavailable: by === undefined ? undefined : words('game.intrigue.playedBy', { value }),
    };
  });
  return { player, cards };
}

/** One card played this round, in playing order, with what it takes once all are played. */
export interface PlayedCard {
  readonly player: PlayerId;
  readonly value: number;
  /** Undefined until every card is played. */
  readonly caballeroCard: number | undefined;
  readonly king: boolean;
  readonly intrigue: boolean;
}

/** The cards played this round, highest first, with the King's, Intrigue and Caballero cards once all are in. */
export function intrigueRound(state: GameState): readonly PlayedCard[] {
  const done = state.phase !== 'power' || nextToPlayCard(state) === undefined;
  return intrigueAssignment(state).map((a) =>
    done ? a : { ...a, caballeroCard: undefined, king: false, intrigue: false },
  );
}

/** How many cards each player has left in hand (public: the cards played face up are known). */
export const intrigueCardsLeft = (state: GameState): Readonly<Record<PlayerId, number>> =>
  Object.fromEntries(state.setup.players.map((p) => [p.id, cardsInHand(state, p.id).length]));

/** The Caballero cards laid beside the board, highest first. */
export const intrigueCaballeroCards = (state: GameState): readonly number[] =>
  state.modules?.intrigue?.caballeroCards ?? [];

/**
 * What the game screen shows of Intrigue & the King: beside each player once every card of the round is
 * played, the King or the Intrigue player and the Caballero card taken; in the status, the quarantined region
 * and the bridge while they last.
 */
export const INTRIGUE_QUERIES = defineQueries({
  playerNotes: (state, player) => {
    const place = state.phase === 'turns' ? intrigueAssignment(state).find((a) => a.player === player) : undefined;
    if (place?.caballeroCard === undefined) return [];
    const role = place.king ? 'king' : place.intrigue ? 'intrigue' : 'none';
    return [words('modules.intrigue.playerNote', { role, caballeros: place.caballeroCard })];
  },
  status: (state) => {
    const quarantine = state.modules?.quarantine;
    const bridge = state.modules?.intrigue?.bridge;
    if (quarantine === undefined && bridge === undefined) return undefined;
    const parts = [
      ...(quarantine === undefined
        ? []
        : [words('modules.intrigue.quarantined', { area: areaWordsIn(state, quarantine) })]),
      ...(bridge === undefined
        ? []
        : [
            words('modules.intrigue.bridge', {
              from: areaWordsIn(state, bridge[0]),
              to: areaWordsIn(state, bridge[1]),
            }),
          ]),
    ];
    return { words: words('modules.intrigue.status', { parts: listOf(parts, 'plain') }), ref: IK_NOTES_REF };
  },
});
