/**
 * The deck file (digest 1.3): one expansion's described cards, kept on the device and shared between
 * tables, read as hostile input like every file the app reads: a broken or hostile file is refused in
 * one line naming where, and a good one gives back its cards as a game would take their descriptions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECK_FORMAT, deckFileOf, parseDeck } from '../../src/record/deckFile';
import type { Command } from '../../src/rules';
import { describedCard } from '../support/describedCards';
import { say } from '../support/speech';

const card = describedCard;

const deck = (cards: readonly unknown[], more: object = {}) => ({
  format: DECK_FORMAT,
  deck: 'colonies-7',
  cards,
  ...more,
});

/** The refusal in English, or the cards read. */
function read(input: unknown): string {
  const parsed = parseDeck(input);
  return parsed.ok ? 'ok' : say(parsed.error.message);
}

describe('the deck file', () => {
  it('reads a deck of the eleven stack-7 cards, and writes one the same way', () => {
    const cards = Array.from({ length: 11 }, (_, i) => card(i + 1, i < 3 ? { effect: 'move-limit-table' } : {}));
    const parsed = parseDeck(JSON.parse(JSON.stringify(deckFileOf('colonies-7', cards))));
    expect(parsed.ok && parsed.value.cards).toEqual(cards);
    expect(parseDeck(deck([card(1), card(1)])).ok).toBe(true);
  });

  it('reads a version-1 file as it stands, and a card whose action may wait only as `kept: true`', () => {
    const kept = card(2, { kept: true });
    const read = parseDeck({ ...deck([card(1), kept]), format: 'el-grande-deck/1' });
    expect(read.ok && read.value).toEqual({ format: 'el-grande-deck/3', deck: 'colonies-7', cards: [card(1), kept] });
    const wrong = parseDeck(deck([card(1, { kept: false as never })]));
    expect(!wrong.ok && say(wrong.error.message)).toContain('cards.0.kept: is true where the card');
  });

  it.each([
    [null, 'The deck file: must be a deck file: an object with its format, its deck and its cards'],
    [[], 'format: is required'],
    [
      { ...deck([]), format: 'el-grande-deck/4' },
      'format: “el-grande-deck/4” is not a known deck file format: expected “el-grande-deck/3”',
    ],
    [
      { ...deck([]), deck: 'grandissimo-6' },
      'deck: “grandissimo-6” is no deck the app knows: the decks are colonies-7',
    ],
    [deck([], { extra: 1 }), 'extra: unknown field “extra”'],
    [deck(Array.from({ length: 12 }, (_, i) => card(i + 1))), 'cards: holds more cards than the deck has'],
    [deck([card(1, { places: 1.5 })]), 'cards.0.places: must be a whole number (caballeros placed)'],
    [deck([card(1, { name: 'x'.repeat(61) })]), 'cards.0.name'],
    [deck([card(1, { words: 'a\u0000b' })]), 'cards.0.words'],
    [deck([{ ...card(1), __proto__: null, constructor: 1 }]), 'constructor'],
    [deck([card(12)]), 'card 0: “colonies-7/12” is no card of this game’s decks'],
    [deck([card(3, { id: 'colonies-7/03' })]), 'cards.0.id: must be a described card’s id'],
    [deck([card(1, { id: 'intrigue-1/1' })]), 'card 0: “intrigue-1/1” belongs to another deck than colonies-7'],
    [deck([card(1, { effect: 'kings-card' })]), 'card 0: “kings-card” is no effect a described card may have here'],
    [deck([card(1), card(1, { name: 'Other' })]), 'card 1: This card is already described in this game, as “Card 1”'],
    [
      deck([1, 2, 3, 4].map((n) => card(n, { effect: 'move-limit-table' }))),
      'card 3: The rules count 3 such cards in the deck, all already described',
    ],
  ])('refuses %j in one line: %s', (input, refusal) => {
    const said = read(input);
    expect(said).toContain(refusal);
    expect(said).not.toContain('\n');
  });
});

describe('the example deck file (examples/decks)', () => {
  const file = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../examples', path), 'utf8'));

  it('reads as a deck, and holds every card the Colonies’ example records describe, as they describe it', () => {
    const parsed = parseDeck(file('decks/colonies-7.json'));
    if (!parsed.ok) throw new Error(say(parsed.error.message));
    const byId = new Map(parsed.value.cards.map((c) => [c.id, c]));
    for (const record of ['records/classic-colonies-4p.json', 'records/bigbox-colonies-2p.json']) {
      const described = (file(record).commands as Command[]).flatMap((c) =>
        c.type === 'describe-card' ? [c.card] : [],
      );
      expect(described.length, record).toBeGreaterThan(0);
      for (const card of described) expect(byId.get(card.id), `${record}: ${card.id}`).toEqual(card);
    }
  });
});
