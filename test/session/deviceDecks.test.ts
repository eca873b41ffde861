/**
 * The described cards kept on this device (the Colonies' stack 7): kept as a table describes them,
 * read back warily, shared as deck files; a broken or hostile file changes nothing and says why.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECK_FORMAT, deckFileOf, parseDeck } from '../../src/record/deckFile';
import type { DescribedCard } from '../../src/rules';
import { createDeviceDecks } from '../../src/session/deviceDecks';
import { describedCard } from '../support/describedCards';
import { memoryDecks } from '../support/memoryDecks';
import { say } from '../support/speech';

const card = describedCard;
const example = readFileSync(new URL('../../examples/decks/colonies-7.json', import.meta.url), 'utf8');

describe('the described cards on this device', () => {
  it('keeps what a table describes, each in place of its id’s, and reads it back', async () => {
    const storage = memoryDecks();
    const decks = createDeviceDecks(storage);
    await decks.load();
    expect(decks.cards.value).toEqual({});
    expect((await decks.keep([card(2), card(1)])).ok).toBe(true);
    expect((await decks.keep([card(1, { name: 'Renamed' })])).ok).toBe(true);
    const again = createDeviceDecks(storage);
    await again.load();
    expect(Object.values(again.cards.value).map((c) => c.name)).toEqual(['Renamed', 'Card 2']);
  });

  it('leaves out a stored deck that no longer reads as a deck file', async () => {
    const decks = createDeviceDecks(memoryDecks({ 'colonies-7': { format: 'nonsense' }, other: 1 }));
    await decks.load();
    expect(decks.cards.value).toEqual({});
  });

  it('lets a new description win over a kept one it leaves no room for, and refuses cards that cannot stand together', async () => {
    const storage = memoryDecks();
    const decks = createDeviceDecks(storage);
    const limitTable = { effect: 'move-limit-table' };
    await decks.keep([card(1, limitTable), card(2, limitTable), card(3, limitTable)]);
    expect((await decks.keep([card(4, limitTable)])).ok).toBe(true);
    expect(Object.keys(decks.cards.value)).toEqual(['colonies-7/1', 'colonies-7/2', 'colonies-7/4']);
    const saves = storage.saves;
    const four = [5, 6, 7, 8].map((n) => card(n, limitTable));
    expect((await decks.keep(four)).ok).toBe(false);
    expect(storage.saves).toBe(saves);
    expect(Object.keys(decks.cards.value)).toHaveLength(3);
  });

  it('never loses kept cards to a copy read before, nor to saves made together', async () => {
    const storage = memoryDecks();
    const first = createDeviceDecks(storage);
    await first.keep([card(1)]);
    // Another start of the app (or another tab) that has not read the decks yet keeps a card: both stay.
    const other = createDeviceDecks(storage);
    await Promise.all([other.keep([card(2)]), other.keep([card(3)])]);
    const read = createDeviceDecks(storage);
    await read.load();
    expect(Object.keys(read.cards.value)).toEqual(['colonies-7/1', 'colonies-7/2', 'colonies-7/3']);
  });

  it('takes in a deck file, and exports the deck as one that reads back the same', async () => {
    const decks = createDeviceDecks(memoryDecks());
    expect(decks.exportDeck('colonies-7').ok).toBe(false);
    expect(await decks.importText(example)).toEqual({ ok: true, value: undefined });
    expect(Object.keys(decks.cards.value)).toHaveLength(11);
    const file = decks.exportDeck('colonies-7');
    if (!file.ok) throw new Error('no file');
    expect(file.value.name).toBe('el-grande-colonies-7.deck.json');
    const read = parseDeck(JSON.parse(file.value.text));
    expect(read.ok && read.value).toEqual(parseDeck(JSON.parse(example)).ok && JSON.parse(example));
  });

  it('reads a file before taking it: what it would change of the kept descriptions, keeping nothing yet', async () => {
    const storage = memoryDecks();
    const decks = createDeviceDecks(storage);
    await decks.keep([card(1), card(2)]);
    const saves = storage.saves;
    const file = (cards: DescribedCard[]) => new Blob([JSON.stringify(deckFileOf('colonies-7', cards))]);
    const same = await decks.checkFile(file([card(1), card(3)]));
    expect(same.ok && same.value.replaced).toBe(0);
    const other = await decks.checkFile(file([card(1, { name: 'Renamed' }), card(2, { places: 3 })]));
    expect(other.ok && other.value.replaced).toBe(2);
    expect(storage.saves).toBe(saves);
    expect((await decks.checkFile(new Blob(['not json']))).ok).toBe(false);
  });

  it('refuses a broken or hostile file in one line and changes nothing', async () => {
    const storage = memoryDecks();
    const decks = createDeviceDecks(storage);
    await decks.keep([card(1)]);
    const before = structuredClone(storage.stored());
    const files = [
      'not json',
      '{"format":"el-grande-deck/9","deck":"colonies-7","cards":[]}',
      JSON.stringify(deckFileOf('colonies-7', [card(1, { effect: 'kings-card' })])),
      JSON.stringify(deckFileOf('colonies-7', [card(2)])).replace('{"id"', '{"__proto__":{"polluted":1},"id"'),
      JSON.stringify({ format: DECK_FORMAT, deck: 'colonies-7', cards: [card(12)] }),
      '{"format":"el-grande-deck/2","deck":"colonies-7","cards":[' + '{},'.repeat(40) + '{}]}',
    ];
    for (const text of files) {
      const outcome = await decks.importText(text);
      expect(outcome.ok, text).toBe(false);
      const line = outcome.ok ? '' : say(outcome.error.message);
      expect(line, text).not.toMatch(/\n/);
      expect(line.length, text).toBeGreaterThan(10);
    }
    expect(storage.stored()).toEqual(before);
    expect(Object.keys(decks.cards.value)).toEqual(['colonies-7/1']);
  });
});
