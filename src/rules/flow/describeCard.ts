import { describedCardType } from '../cards/cardIn';
import { cardsInPlay } from '../cards/catalog';
import { EFFECTS } from '../cards/effects/index';
import { MODULE_CARDS } from '../cards/moduleCards';
import { MODULES } from '../modules/index';
import type { DescribeCardCommand } from '../state/commands';
import { DESCRIBED_DECKS, type DescribedCard, type DescribedDeckId, TABLE_RESOLVED } from '../state/describedCards';
import { valueText as text, valueWords } from '../state/quote';
import { entriesOf, fieldOf, isOneOf, keysOf } from '../state/records';
import { fail, ok, type Result, type RuleError } from '../state/result';
import type { RuleRef } from '../state/sources';
import type { GameSetup, GameState } from '../state/types';
import { listOf, type Words, type WordValue, words } from '../state/words';

/** The described decks of this game's modules, each with the module whose rules explain it. */
export function describedDecksOf(setup: Pick<GameSetup, 'edition' | 'modules'>): readonly {
  readonly deck: DescribedDeckId;
  readonly ref: RuleRef | undefined;
}[] {
  return entriesOf(MODULE_CARDS).flatMap(([id, cards]) => {
    if (!cards?.describedDeck || !setup.modules.includes(id) || !cards.editions.includes(setup.edition)) return [];
    return [{ deck: cards.describedDeck, ref: MODULES[id].refs[0] }];
  });
}

/** Why this game has no described cards, if it has none. */
export function noDescribedDeck(state: GameState): RuleError | undefined {
  return describedDecksOf(state.setup).length > 0
    ? undefined
    : fail('describe/no-deck', words('refusal.describe/no-deck')).error;
}

/**
 * The effects a described card of this table may name: those of the cards of stacks 1 to 4 the edition
 * plays (the texts say the new cards' actions are like theirs), or the table's own result.
 */
export function describableEffects(state: GameState): readonly string[] {
  const own = cardsInPlay(state.setup).flatMap((c) => (c.stack <= 4 ? [c.effect] : []));
  return [...new Set(own), ...Object.keys(describedEffectLimits(state)), TABLE_RESOLVED];
}

/** The effects only a described pile's cards have, with the most cards each may be where the texts say. */
const describedEffectLimits = (state: GameState): Readonly<Record<string, number | undefined>> =>
  Object.assign({}, ...state.setup.modules.map((id) => MODULE_CARDS[id]?.describedEffects ?? {}));

/** Two descriptions alike in every field. */
const sameCard = (a: DescribedCard, b: DescribedCard): boolean =>
  a.id === b.id &&
  a.name === b.name &&
  a.places === b.places &&
  a.gold === b.gold &&
  a.wares === b.wares &&
  a.effect === b.effect &&
  a.words === b.words;

/**
 * A card described by the table (1.1 of the digest: identity, printed numbers, effect, words), kept in
 * the game from now on. Its id names a deck of this game and a number within its size; an id already
 * described must be described the same way (a description is changed by correcting the game, never
 * silently); its effect is one the engine plays on this table, or the table's own result.
 */
export function describeCard(state: GameState, command: DescribeCardCommand): Result<GameState> {
  const card = command.card;
  const decks = describedDecksOf(state.setup);
  const [deckId, number] = card.id.split('/');
  const deck = decks.find((d) => d.deck === deckId);
  const size = deck ? DESCRIBED_DECKS[deck.deck].size : 0;
  const n = Number(number);
  if (!deck || !Number.isInteger(n) || n < 1 || n > size)
    return fail(
      'describe/bad-id',
      words('refusal.describe/bad-id', {
        value: valueWords(card.id),
        decks: listOf(
          decks.map((d) => `${d.deck}/1…${DESCRIBED_DECKS[d.deck].size}`),
          'or',
        ),
      }),
      deck?.ref,
    );
  const known = state.modules?.described?.[card.id];
  if (known) {
    if (sameCard(known, card)) return ok(state);
    return fail('describe/already', words('refusal.describe/already', { name: known.name }), deck.ref, {
      card: card.id,
    });
  }
  const effects = describableEffects(state);
  if (!effects.includes(card.effect) || !describedCardType(card))
    return fail(
      'describe/effect',
      words('refusal.describe/effect', { value: valueWords(card.effect), effects: listOf(effects, 'or') }),
      deck.ref,
    );
  // A note of the texts binds the descriptions: no more cards of an effect than they count.
  const most = describedEffectLimits(state)[card.effect];
  const alike = Object.values(state.modules?.described ?? {}).filter((c) => c.effect === card.effect).length;
  if (most !== undefined && alike >= most)
    return fail(
      'describe/too-many',
      words('refusal.describe/too-many', { count: most, effect: effectWordsOf(card.effect) }),
      deck.ref,
      { most },
    );
  return ok({
    ...state,
    modules: { ...state.modules, described: { ...state.modules?.described, [card.id]: card } },
  });
}

/** An effect in a player's words, or its id as it is where the engine has none. */
const effectWordsOf = (effect: string): WordValue =>
  isOneOf(keysOf(EFFECTS), effect) ? EFFECTS[effect].words : text(effect);

/** The history's line for a described card: its name, numbers and effect, and its words as typed. */
export function describeCardLine(command: DescribeCardCommand): Words {
  const card = fieldOf(command, 'card');
  const field = (name: string): unknown => fieldOf(card, name);
  const number = (name: string): number => (typeof field(name) === 'number' ? Number(field(name)) : 0);
  const effect = field('effect');
  return words('history.describeCard', {
    name: text(field('name')),
    places: number('places'),
    gold: number('gold'),
    wares: number('wares'),
    effect: typeof effect === 'string' ? effectWordsOf(effect) : text(effect),
    words: text(field('words')),
  });
}
