import * as v from 'valibot';
import {
  DESCRIBED_DECKS,
  type DescribedCard,
  type DescribedDeckId,
  describedCardProblem,
  describePath,
  fail,
  keysOf,
  ok,
  type Result,
  setupOfDeck,
  words,
} from '../rules';
import { refuseReservedKeys } from '../snapshot/refuseReservedKeys';
import { issueWords, objectIssue, says, valueWords } from '../snapshot/schemaWords';
import { describedCard } from './commandSchema';

/** The name every deck file's `format` starts with; the number after the slash is its version. */
export const DECK_FORMAT_NAME = 'el-grande-deck';
/** The version this app writes, and the newest it reads. */
export const DECK_VERSION = 3;
export const DECK_FORMAT = `${DECK_FORMAT_NAME}/${DECK_VERSION}`;
/**
 * Every version this app reads: version 2 lets a card say its action may wait (`kept`); version 3 holds
 * Intrigue & the King's deck, whose cards give their court number and "may" (`court`, `may`). An older file
 * names none of these, so it reads as it stands.
 */
const DECK_FORMATS = [`${DECK_FORMAT_NAME}/1`, `${DECK_FORMAT_NAME}/2`, DECK_FORMAT] as const;

const DECK_IDS = keysOf(DESCRIBED_DECKS);

/**
 * A deck file: the cards of one expansion's deck as a table described them, kept on the device and
 * shared between tables, so a card is described once and every later game reuses it.
 */
const DeckSchema = v.pipe(
  v.unknown(),
  v.rawCheck(refuseReservedKeys),
  v.strictObject(
    {
      format: v.picklist(DECK_FORMATS, (i) =>
        says('deck.format.unknown', { value: valueWords(i.input), format: DECK_FORMAT }),
      ),
      deck: v.picklist(DECK_IDS, (i) =>
        says('deck.unknownDeck', { value: valueWords(i.input), decks: DECK_IDS.join(', ') }),
      ),
      cards: v.pipe(
        v.array(describedCard, says('deck.cards.notAList')),
        v.maxLength(Math.max(...DECK_IDS.map((id) => DESCRIBED_DECKS[id].cards)), says('deck.cards.tooMany')),
      ),
    },
    objectIssue('deck.notAnObject'),
  ),
  // Each deck holds its own count of cards (the Colonies' stack 7: 11; a colour of Intrigue & the King: 31).
  v.forward(
    v.check((file) => file.cards.length <= DESCRIBED_DECKS[file.deck].cards, says('deck.cards.tooMany')),
    ['cards'],
  ),
);

/** A deck as a file holds it. */
export interface DeckFile {
  readonly format: typeof DECK_FORMAT;
  readonly deck: DescribedDeckId;
  readonly cards: readonly DescribedCard[];
}

/**
 * A parsed JSON value checked as a deck file, as hostile input: its shape field by field, then each card
 * as a game would take its description (its id in the deck, its effect, the texts' counts), a card
 * listed twice only if alike. The first problem comes back as one line naming where it is.
 */
export function parseDeck(input: unknown): Result<DeckFile> {
  const result = v.safeParse(DeckSchema, input, { abortEarly: true });
  if (!result.success) {
    const [issue] = result.issues;
    const keys = issue.path?.map((item) => item.key) ?? [];
    const place = keys.length === 0 ? words('deck.place.file') : describePath(keys);
    return fail('deck/shape', words('deck.problem', { place, reason: issueWords(issue) }));
  }
  const { deck, cards } = result.output;
  const setup = setupOfDeck(deck);
  const known: Record<string, DescribedCard> = {};
  for (const [index, card] of cards.entries()) {
    const other = card.id.split('/')[0];
    const problem =
      other !== deck
        ? fail('describe/bad-id', words('deck.otherDeck', { value: valueWords(card.id), deck })).error
        : describedCardProblem(setup, known, card);
    if (problem)
      return fail('deck/card', words('deck.cardProblem', { index, reason: problem.message }), problem.ruleRef);
    known[card.id] = card;
  }
  return ok({ format: DECK_FORMAT, deck, cards: Object.values(known) });
}

/** The deck file for these cards, as the app writes it. */
export const deckFileOf = (deck: DescribedDeckId, cards: readonly DescribedCard[]): DeckFile => ({
  format: DECK_FORMAT,
  deck,
  cards,
});
