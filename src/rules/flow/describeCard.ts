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

/** The setup a deck's cards are checked against outside a game: the module that brings it, on its first edition. */
export function setupOfDeck(deck: DescribedDeckId): DeckSetup {
  const found = entriesOf(MODULE_CARDS).find(([, cards]) => cards?.describedDeck === deck);
  const [module, cards] = found ?? [];
  return { edition: cards?.editions[0] ?? 'classic', modules: module ? [module] : [] };
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
export function describableEffects(setup: DeckSetup): readonly string[] {
  // A hand's card (stack 0: Intrigue & the King's King's and Intrigue cards) is no stack's.
  const own = cardsInPlay(setup).flatMap((c) => (c.stack >= 1 && c.stack <= 4 ? [c.effect] : []));
  const without = new Set(setup.modules.flatMap((id) => MODULE_CARDS[id]?.describedWithout ?? []));
  return [...new Set(own), ...Object.keys(describedEffectLimits(setup)), TABLE_RESOLVED].filter((e) => !without.has(e));
}

/**
 * The effects this card may be described with: the one a note fixes for it, else every describable effect
 * but those a note gives to another card of its deck (what the describe form offers).
 */
export function describableEffectsFor(setup: DeckSetup, id: string): readonly string[] {
  const notes = describedNotes(setup);
  const bound = notes[id];
  if (bound !== undefined) return bound;
  const reserved = reservedKinds(setup, id);
  return describableEffects(setup).filter((e) => !reserved.has(e));
}

/**
 * The module-only kinds a note keeps to its own card, as they stand for this card (Quarantine is card 93's):
 * each one a note of this card's deck names, and each one a note of another deck names that this deck's
 * module does not bring itself (Conspiracy stays the Colonies' too in The King & the Colonies). By kind, the
 * cards it is kept to.
 */
function reservedKinds(setup: DeckSetup, id: string): ReadonlyMap<string, readonly string[]> {
  const deck = id.split('/')[0];
  const limits = describedEffectLimits(setup);
  const own = entriesOf(MODULE_CARDS).find(([, cards]) => cards?.describedDeck === deck)?.[1]?.describedEffects ?? {};
  const reserved = new Map<string, string[]>();
  for (const [card, effects] of entriesOf(describedNotes(setup)))
    for (const effect of effects)
      if (effect in limits && (card.startsWith(`${deck}/`) || !(effect in own)))
        reserved.set(effect, [...(reserved.get(effect) ?? []), card]);
  return reserved;
}

/** The printed numbers a card of this id's deck carries (a pile's: places and discs; a hand's: court and "may"). */
export function deckFieldsOf(id: string): readonly string[] {
  const deck = keysOf(DESCRIBED_DECKS).find((d) => id.startsWith(`${d}/`));
  return deck ? DESCRIBED_DECKS[deck].fields : [];
}

/** The effects only a described pile's cards have, with the most cards each may be where the texts say. */
const describedEffectLimits = (setup: DeckSetup): Readonly<Record<string, number | undefined>> =>
  Object.assign({}, ...setup.modules.map((id) => MODULE_CARDS[id]?.describedEffects ?? {}));

/** The effects the texts' notes leave a card of these modules' decks, by card id (a note binds its description). */
const describedNotes = (setup: DeckSetup): Readonly<Record<string, readonly string[]>> =>
  Object.assign({}, ...setup.modules.map((id) => MODULE_CARDS[id]?.describedNotes ?? {}));

/**
 * Why a card does not carry its deck's printed numbers, if it does not, or why the deck has no room for it:
 * a pile's card places caballeros and may show discs, a hand card brings caballeros to the court (and may say
 * "may"); a hand deck holds at most its count of values.
 */
function deckFieldsProblem(
  deck: DescribedDeckId,
  known: Readonly<Record<string, DescribedCard>>,
  card: DescribedCard,
  ref: RuleRef | undefined,
): RuleError | undefined {
  const { cards, fields } = DESCRIBED_DECKS[deck];
  const hand = fields.some((f) => f === 'court');
  const wrong = hand
    ? card.court === undefined || card.places !== 0 || card.gold !== 0 || card.wares !== 0 || card.kept !== undefined
    : card.court !== undefined || card.may !== undefined;
  if (wrong)
    return fail('describe/fields', words(hand ? 'refusal.describe/fields.hand' : 'refusal.describe/fields.pile'), ref, {
      card: card.id,
    }).error;
  const inDeck = Object.keys(known).filter((id) => id.startsWith(`${deck}/`)).length;
  if (inDeck >= cards)
    return fail('describe/deck-full', words('refusal.describe/deck-full', { count: cards }), ref, { most: cards })
      .error;
  return undefined;
}

/** Two descriptions alike in every field. */
const sameCard = (a: DescribedCard, b: DescribedCard): boolean =>
  a.id === b.id &&
  a.name === b.name &&
  a.places === b.places &&
  a.gold === b.gold &&
  a.wares === b.wares &&
  a.effect === b.effect &&
  a.words === b.words &&
  a.kept === b.kept &&
  a.court === b.court &&
  a.may === b.may;

/** The setup part a description is checked against: the edition and the modules that bring decks. */
type DeckSetup = Pick<GameSetup, 'edition' | 'modules'>;

/**
 * Why a card cannot be described so beside the cards already described (in a game, or in a deck file),
 * if it cannot (1.1 and 1.2 of the digest): its id names a deck of these modules and a number within its
 * size; an id already described must be described the same way (a description is changed by correcting
 * the game, never silently); its effect is one the engine plays on this table, or the table's own
 * result; and no more cards have an effect than the texts count. `undefined` when it may be described.
 */
export function describedCardProblem(
  setup: DeckSetup,
  known: Readonly<Record<string, DescribedCard>>,
  card: DescribedCard,
): RuleError | undefined {
  const decks = describedDecksOf(setup);
  const [deckId, number] = card.id.split('/');
  const deck = decks.find((d) => d.deck === deckId);
  const size = deck ? DESCRIBED_DECKS[deck.deck].size : 0;
  const n = Number(number);
  // One spelling per card: "colonies-7/3", never "colonies-7/03".
  if (!deck || !Number.isInteger(n) || n < 1 || n > size || String(n) !== number)
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
    ).error;
  const was = known[card.id];
  if (was)
    return sameCard(was, card)
      ? undefined
      : fail('describe/already', words('refusal.describe/already', { name: was.name }), deck.ref, { card: card.id })
          .error;
  const deckProblem = deckFieldsProblem(deck.deck, known, card, deck.ref);
  if (deckProblem) return deckProblem;
  const effects = describableEffects(setup);
  if (!effects.includes(card.effect) || !describedCardType(card))
    return fail(
      'describe/effect',
      // The ids as a file spells them: the screen offers the effects in words, so only a file meets this.
      words('refusal.describe/effect', {
        value: valueWords(card.effect),
        effects: listOf(effects.map(valueWords), 'or'),
      }),
      deck.ref,
    ).error;
  const bound = describedNotes(setup)[card.id];
  if (bound !== undefined && !bound.includes(card.effect))
    return fail(
      'describe/note',
      words('refusal.describe/note', {
        value: n,
        effects: listOf(bound.map(effectWordsOf), 'or'),
      }),
      deck.ref,
      { card: card.id, effects: bound },
    ).error;
  // A kind only a note gives is that note's card's alone (Quarantine is card 93).
  const owners = reservedKinds(setup, card.id).get(card.effect) ?? [];
  if (owners.length > 0 && !owners.includes(card.id))
    return fail(
      'describe/note-elsewhere',
      words('refusal.describe/note-elsewhere', {
        effect: effectWordsOf(card.effect),
        cards: listOf(
          owners.map((id) => Number(id.split('/')[1])),
          'or',
        ),
      }),
      deck.ref,
      { cards: owners },
    ).error;
  const most = describedEffectLimits(setup)[card.effect];
  const alike = Object.values(known).filter((c) => c.effect === card.effect).length;
  if (most !== undefined && alike >= most)
    return fail(
      'describe/too-many',
      words('refusal.describe/too-many', { count: most, effect: effectWordsOf(card.effect) }),
      deck.ref,
      { most },
    ).error;
  return undefined;
}

/** A card described by the table, kept in the game from now on (the same description again changes nothing). */
export function describeCard(state: GameState, command: DescribeCardCommand): Result<GameState> {
  const card = command.card;
  const known = state.modules?.described ?? {};
  const problem = describedCardProblem(state.setup, known, card);
  if (problem) return { ok: false, error: problem };
  if (known[card.id]) return ok(state);
  return ok({ ...state, modules: { ...state.modules, described: { ...known, [card.id]: card } } });
}

/** An effect in a player's words, or its id as it is where the engine has none. */
export const effectWordsOf = (effect: string): WordValue =>
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
