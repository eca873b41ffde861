import { MODULES, moduleWords } from '../modules/index';
import type { DescribedCard } from '../state/describedCards';
import type { EditionId } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import { entriesOf } from '../state/records';
import { fail } from '../state/result';
import type { RuleTopic } from '../state/ruleTopics';
import type { RuleRef } from '../state/sources';
import type { CardStack, GameSetup, StackNumber } from '../state/types';
import { type Words, words } from '../state/words';
import type { EffectId } from './effectIds';
import { MODULE_CARDS } from './moduleCards';

/**
 * The five stacks; a card's stack number is how many caballeros its taker may place from court, unless
 * the card says otherwise (`places`). A module may lay a card of its own in a pile beyond the fifth.
 */

export interface CardType {
  /** Stable id used in game records, e.g. 'classic/intrigue-4-any' or '2023/outposts'. */
  readonly id: string;
  /**
   * The card's English name, as data: what records, tests and the drive script find it by (the screens'
   * accessible names are these words in English). A player reads `cardWords(card)`.
   */
  readonly name: string;
  readonly stack: CardStack;
  readonly effect: EffectId;
  /** Copies in the box; undefined where the rulebook does not give the count. */
  readonly copies: number | undefined;
  /**
   * Where the rulebook describes this card, when not where it describes its effect (the same card printed in
   * another stack).
   */
  readonly rule?: RuleTopic;
  /** Caballeros its taker may place from court, when not its stack number (the Church card in pile 6 places 3). */
  readonly places?: number;
  /** It lies face up every round and goes back to its pile after: the King's card, the Church card. */
  readonly everyRound?: boolean;
  /** Where a module's rulebook explains this card, when no edition topic does. */
  readonly ref?: RuleRef;
  /** A card the texts do not print, as the table described it (its typed name and words are its own). */
  readonly described?: DescribedCard;
}

const card = (
  edition: string,
  slug: string,
  name: string,
  stack: StackNumber,
  effect: EffectId,
  copies: number | undefined,
  rule?: RuleTopic,
  more: Pick<CardType, 'places' | 'everyRound'> = {},
): CardType => ({
  id: `${edition}/${slug}`,
  name,
  stack,
  effect,
  copies,
  ...(rule ? { rule } : {}),
  ...more,
});

/** The 45 cards of the classic and Big Box boxes (11 per stack in 1–4, the King's card alone in 5). */
const CLASSIC_CARDS: readonly CardType[] = [
  card(
    'classic',
    'move-all-own-from-one',
    'Intrigue: move all your own caballeros out of one region',
    1,
    'move-all-own-from-one',
    1,
  ),
  card(
    'classic',
    'two-more-from-court',
    'Intrigue: 2 more caballeros from your court to any region',
    1,
    'two-more-from-court',
    1,
  ),
  card(
    'classic',
    'either-move-all-own-or-two-more',
    'Intrigue: 2 more from court, or move all your own out of one region',
    1,
    'either-move-all-own-or-two-more',
    1,
  ),
  card(
    'classic',
    'move-up-to-5-from-one',
    'Intrigue: move up to 5 caballeros out of one region',
    1,
    'move-up-to-5-from-one',
    2,
  ),
  card('classic', 'move-3-foreign', 'Intrigue: move 3 foreign caballeros', 1, 'move-3-foreign', 1),
  card('classic', 'move-3-any', 'Intrigue: move any 3 caballeros', 1, 'move-3-any', 1),
  card(
    'classic',
    'move-2-own-2-foreign',
    'Intrigue: move 2 of your own and 2 foreign caballeros',
    1,
    'move-2-own-2-foreign',
    2,
  ),
  card('classic', 'move-4-own', 'Intrigue: move 4 of your own caballeros', 1, 'move-4-own', 1),
  card('classic', 'move-4-any', 'Intrigue: move any 4 caballeros', 1, 'move-4-any', 1),
  card('classic', 'veto', 'Veto', 2, 'veto', 2),
  card('classic', 'decay-all-court', 'Decay of authority: others return their whole court', 2, 'decay-all-court', 1),
  card('classic', 'decay-3-court', 'Decay of authority: others return 3 from court', 2, 'decay-3-court', 1),
  card('classic', 'king-returns', 'The King returns: others return 3 caballeros', 2, 'king-returns', 1),
  card('classic', 'return-one-of-each', 'Return one caballero of each player', 2, 'return-one-of-each', 1),
  card('classic', 'disk-return-2', 'Secret disk: others return 2 from one region', 2, 'disk-return-2', 1),
  card('classic', 'disk-return-all', 'Secret disk: others return all from one region', 2, 'disk-return-all', 1),
  card('classic', 'score-chosen-area-2', 'Special scoring: one region of your choice', 2, 'score-chosen-area', 3),
  card('classic', 'score-4-regions', 'Special scoring: all 4 regions', 3, 'score-4-regions', 2),
  card('classic', 'score-5-regions', 'Special scoring: all 5 regions', 3, 'score-5-regions', 2),
  card('classic', 'score-6-7-regions', 'Special scoring: all 6 and 7 regions', 3, 'score-6-7-regions', 1),
  card('classic', 'score-castillo', 'Special scoring: the Castillo', 3, 'score-castillo', 2),
  card('classic', 'score-first-place-only', 'Special scoring: first places only', 3, 'score-first-place-only', 1),
  card('classic', 'score-most', 'Special scoring: the region(s) with the most caballeros', 3, 'score-most', 1),
  card('classic', 'score-fewest', 'Special scoring: the region(s) with the fewest caballeros', 3, 'score-fewest', 1),
  card(
    'classic',
    'score-chosen-area-3',
    'Special scoring: one region of your choice',
    3,
    'score-chosen-area',
    1,
    'score-chosen-area-3',
  ),
  card('classic', 'mobile-scoreboard', 'Mobile scoreboard: place or move one', 4, 'mobile-scoreboard', 3),
  card('classic', 'royal-adviser', 'Royal adviser: move the King next door', 4, 'royal-adviser', 1),
  card('classic', 'eviction', 'Eviction: others leave the region you name', 4, 'eviction', 1),
  card('classic', 'grande', 'Grande: move your Grande', 4, 'grande', 2),
  card('classic', 'power-card-return', 'Power cards: take one back', 4, 'power-card-return', 2),
  card('classic', 'court', 'The court: 2 caballeros from the provinces', 4, 'court', 1),
  card(
    'classic',
    'score-unique-choices',
    'Special scoring: regions picked by one player only',
    4,
    'score-unique-choices',
    1,
  ),
  card('classic', 'kings-card', 'The King’s card', 5, 'kings-card', 1, undefined, { everyRound: true }),
];

/**
 * The 2023 box by effect. The rulebook prints the names of some cards but not the full list of
 * 40, so copies are unknown and the table picks the effect it revealed; named cards keep their names.
 */
const CARDS_2023: readonly CardType[] = [
  card(
    '2023',
    'move-all-own-from-one',
    'Intrigue: move all your own from one region',
    1,
    'move-all-own-from-one',
    undefined,
  ),
  card(
    '2023',
    'two-more-from-court',
    'Intrigue: 2 more from your court to any region',
    1,
    'two-more-from-court',
    undefined,
  ),
  card(
    '2023',
    'either-move-all-own-or-two-more',
    'Intrigue: 2 more from court, or move all your own from one region',
    1,
    'either-move-all-own-or-two-more',
    undefined,
  ),
  card('2023', 'conspiracy', 'Conspiracy (move up to 5 from one region)', 1, 'move-up-to-5-from-one', undefined),
  card('2023', 'move-3-foreign', 'Intrigue: move 3 opposing caballeros', 1, 'move-3-foreign', undefined),
  card('2023', 'move-3-any', 'Intrigue: move 3 of your choice', 1, 'move-3-any', undefined),
  card('2023', 'intrigue', 'Intrigue (move up to 2 of your own and 2 opposing)', 1, 'move-2-own-2-foreign', undefined),
  card('2023', 'move-4-own', 'Intrigue: move 4 of your own', 1, 'move-4-own', undefined),
  card('2023', 'move-4-any', 'Intrigue: move 4 of your choice', 1, 'move-4-any', undefined),
  card('2023', 'decay-all-court', 'Opponents return their whole court', 2, 'decay-all-court', undefined),
  card('2023', 'decay-3-court', 'Opponents return 3 from court', 2, 'decay-3-court', undefined),
  card('2023', 'withdrawal', 'Withdrawal (opponents return 3, left neighbour first)', 2, 'king-returns', undefined),
  card('2023', 'return-one-of-each', 'Return one caballero of each opponent', 2, 'return-one-of-each', undefined),
  card('2023', 'disk-return-2', 'Opponents return 2 from one region (secret disc)', 2, 'disk-return-2', undefined),
  card(
    '2023',
    'civil-war',
    'Civil War (opponents return all from one region, secret disc)',
    2,
    'disk-return-all',
    undefined,
  ),
  card('2023', 'fair', 'Fair (score a region of your choice)', 2, 'score-chosen-area', undefined),
  card('2023', 'outposts', 'Outposts (score all 4-point regions)', 3, 'score-4-regions', undefined),
  card('2023', 'fiesta', 'Fiesta (score all 5-point regions)', 3, 'score-5-regions', undefined),
  card('2023', 'score-6-7-regions', 'Score all 6- and 7-point regions', 3, 'score-6-7-regions', undefined),
  card('2023', 'revelation', 'Revelation (score the Castillo)', 3, 'score-castillo', undefined),
  card('2023', 'score-first-place-only', 'Score first places only', 3, 'score-first-place-only', undefined),
  card('2023', 'score-most', 'Score the region(s) with the most caballeros', 3, 'score-most', undefined),
  card('2023', 'score-fewest', 'Score the region(s) with the fewest caballeros', 3, 'score-fewest', undefined),
  card(
    '2023',
    'fair-3',
    'Fair (score a region of your choice)',
    3,
    'score-chosen-area',
    undefined,
    'score-chosen-area-3',
  ),
  card('2023', 'enactment', 'Enactment (place or move a scoring tile)', 4, 'mobile-scoreboard', undefined),
  card('2023', 'royal-adviser', 'Move the King to a neighbouring region', 4, 'royal-adviser', undefined),
  card('2023', 'coup', 'Coup (opponents move all theirs out of the region you name)', 4, 'eviction', undefined),
  card('2023', 'adopted-home', 'Adopted home (move your Grande)', 4, 'grande', undefined),
  card('2023', 'empowerment', 'Empowerment (return a power card to your hand)', 4, 'power-card-return', undefined),
  card('2023', 'court', 'Take 2 caballeros to your court', 4, 'court', undefined),
  card('2023', 'your-majesty', 'Your Majesty (move the King)', 5, 'kings-card', undefined, undefined, {
    everyRound: true,
  }),
];

/**
 * Two cards the app first offered in a base 2023 game, though that box keeps them for Old Hands (2023
 * rules, the card list; "Alternative Action cards for Old Hands"). A game stored or recorded before
 * they were taken out that turned one over keeps them (`cardsAsFirstOffered` in its setup), so it
 * replays as it was played; no other game is offered them.
 */
const FIRST_OFFERED_2023: readonly CardType[] = [
  card(
    '2023',
    'score-unique-choices',
    'Score regions picked by one player only (secret disc)',
    4,
    'score-unique-choices',
    undefined,
  ),
  card('2023', 'veto', 'Veto (Old Hands)', 2, 'veto', undefined),
];

/** The ids of the cards a base 2023 game was first offered beyond its box (see `FIRST_OFFERED_2023`). */
export const FIRST_OFFERED_CARD_IDS: readonly string[] = FIRST_OFFERED_2023.map((c) => c.id);

/**
 * Whether a game of this edition and these modules may keep the cards a base 2023 game was first
 * offered: a 2023 game none of whose modules brings cards of those kinds under its own names (Old
 * Hands brings both). The setup's check and the migrations of older games ask the same.
 */
export function mayKeepFirstOffered(edition: unknown, modules: readonly unknown[]): boolean {
  const kinds = new Set(FIRST_OFFERED_2023.map((c) => c.effect));
  const bringsOwn = entriesOf(MODULE_CARDS).some(
    ([id, m]) => modules.includes(id) && m.cards.some((c) => kinds.has(c.effect)),
  );
  return edition === '2023' && !bringsOwn;
}

/** Where the 2023 rules keep those two cards for Old Hands. */
export const FIRST_OFFERED_REF = { source: '004', section: 'Alternative Action cards for “Old Hands”' } as const;

/** Which catalog an edition's box holds: Big Box has the classic cards. */
const CATALOG_OF: Readonly<Record<EditionId, readonly CardType[]>> = {
  classic: CLASSIC_CARDS,
  bigbox: CLASSIC_CARDS,
  '2023': CARDS_2023,
};

/** An edition's own cards, as its box holds them (a module's cards: `cardsInPlay`). */
export function cardCatalog(edition: EditionId): readonly CardType[] {
  return CATALOG_OF[edition];
}

/**
 * The card type with this id in an edition's catalog, or among the cards its modules bring (a command names
 * the card it used; whether the card may lie on this table is `cardOutOfPlay`'s question).
 */
export function findCard(edition: EditionId, id: string): CardType | undefined {
  return (
    CATALOG_OF[edition].find((c) => c.id === id) ??
    moduleCardsOf(edition).find((c) => c.id === id) ??
    firstOfferedOf(edition).find((c) => c.id === id)
  );
}

const firstOfferedOf = (edition: EditionId): readonly CardType[] => (edition === '2023' ? FIRST_OFFERED_2023 : []);

/** The setup's part the card list reads: the edition, the modules, and whether it keeps the cards first offered. */
export type CardListSetup = Pick<GameSetup, 'edition' | 'modules' | 'cardsAsFirstOffered'>;

/** The edition's own cards on this table: its box, with the cards first offered when an older game kept them. */
const editionCards = (setup: CardListSetup): readonly CardType[] =>
  setup.cardsAsFirstOffered === true
    ? [...CATALOG_OF[setup.edition], ...firstOfferedOf(setup.edition)]
    : CATALOG_OF[setup.edition];

/** Every card the modules of an edition can bring. */
const moduleCardsOf = (edition: EditionId): CardType[] =>
  Object.values(MODULE_CARDS).flatMap((m) => (m.editions.includes(edition) ? m.cards : []));

/** The module whose cards hold this id, if any. */
const moduleOfCard = (id: string): ModuleId | undefined =>
  entriesOf(MODULE_CARDS).find(([, m]) => m?.cards.some((c) => c.id === id))?.[0];

/**
 * The cards that may lie on the stacks of this table: the edition's, less the entries a module in play
 * takes its own card for, with the modules' cards added. A base game's list is the edition's, unchanged.
 */
export function cardsInPlay(setup: CardListSetup): readonly CardType[] {
  const brought = setup.modules
    .flatMap((id) => MODULE_CARDS[id] ?? [])
    .filter((m) => m.editions.includes(setup.edition));
  const own = editionCards(setup);
  if (brought.length === 0) return own;
  const replaced = new Set(brought.flatMap((m) => [...Object.keys(m.standsFor), ...(m.removes ?? [])]));
  return [...own.filter((c) => !replaced.has(c.id)), ...brought.flatMap((m) => m.cards)];
}

/** Why a card of the edition may not be turned over on this table: a module's card without it, or one it stands for. */
export function cardOutOfPlay(setup: CardListSetup, card: CardType): ReturnType<typeof fail> | undefined {
  const owner = moduleOfCard(card.id);
  if (owner !== undefined && !setup.modules.includes(owner)) {
    const module = MODULES[owner];
    return fail(
      'offer/card-not-in-game',
      words('refusal.offer/card-not-in-game', { card: cardWords(card), module: moduleWords(module.id) }),
      module.refs[0],
      { card: card.id },
    );
  }
  for (const id of setup.modules) {
    if (MODULE_CARDS[id]?.removes?.includes(card.id) && MODULE_CARDS[id]?.editions.includes(setup.edition)) {
      const module = MODULES[id];
      return fail(
        'offer/card-in-box',
        words('refusal.offer/card-in-box', { card: cardWords(card), module: moduleWords(module.id) }),
        module.refs[0],
        { card: card.id },
      );
    }
    const own = MODULE_CARDS[id]?.standsFor[card.id];
    if (own === undefined) continue;
    const module = MODULES[id];
    const instead = findCard(setup.edition, own);
    return fail(
      'offer/card-replaced',
      words('refusal.offer/card-replaced', {
        card: instead ? cardWords(instead) : own,
        module: moduleWords(module.id),
      }),
      module.refs[0],
      { card: card.id, instead: own },
    );
  }
  if (FIRST_OFFERED_CARD_IDS.includes(card.id) && setup.cardsAsFirstOffered !== true) {
    return fail(
      'offer/card-old-hands',
      words('refusal.offer/card-old-hands', { card: cardWords(card) }),
      FIRST_OFFERED_REF,
      {
        card: card.id,
      },
    );
  }
  return undefined;
}

/** A card's name as a player reads it, in the reader's language. */
export const cardWords = (card: Pick<CardType, 'id' | 'described'>): Words =>
  card.described ? words('card.described', { name: card.described.name }) : words(`card.${card.id}`);

/** How many caballeros a card's taker may place from court: its own number, else its stack number. */
export const placesOf = (card: CardType): number => card.places ?? card.stack;
