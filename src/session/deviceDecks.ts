import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { blobText, parseJsonText } from '../jsonText';
import { DECK_FORMAT, type DeckFile, deckFileOf, parseDeck } from '../record/deckFile';
import {
  DESCRIBED_DECKS,
  type DescribedCard,
  type DescribedDeckId,
  describedCardProblem,
  isRecord,
  keysOf,
  ok,
  type Result,
  setupOfDeck,
  words,
} from '../rules';
import type { DeckStorage } from './deckStorage';
import { type Done, done, refuse } from './done';
import { storageRefusal } from './storageProblem';

/** Each deck's cards as this device keeps them. */
type Decks = Readonly<Partial<Record<DescribedDeckId, DeckFile>>>;

/** A deck file read and checked, not yet kept: its cards, and how many kept descriptions it would change. */
export interface DeckImport {
  readonly cards: readonly DescribedCard[];
  /** Kept descriptions it would replace or leave no room for: the table is asked first when any. */
  readonly replaced: number;
}

/** A deck file to save, its name and its text. */
export interface DeckExport {
  readonly name: string;
  readonly text: string;
}

/**
 * The cards this device's tables described (the Colonies' stack 7), kept deck by deck so a card is
 * described once and offered again at its next turning over; shared between devices as deck files.
 * Every game keeps its own descriptions in its log, so nothing here is needed to replay a game.
 */
export interface DeviceDecks {
  /** Every card kept, by its id. */
  readonly cards: ReadonlySignal<Readonly<Record<string, DescribedCard>>>;
  /** Reads what is kept; a deck that no longer reads as a deck file is left out. */
  load(): Promise<void>;
  /** Keeps these descriptions (a table just gave them), each in place of the card of its id. */
  keep(cards: readonly DescribedCard[]): Promise<Done>;
  /** Takes in a deck file, read as hostile input: its cards join the deck, each in place of its id's; refused whole, in one line, if anything is wrong. */
  importFile(file: Blob): Promise<Done>;
  importText(text: string): Promise<Done>;
  /** Reads a deck file as `importText` does, keeping nothing: what it holds, and what kept it would change. */
  checkFile(file: Blob): Promise<Result<DeckImport>>;
  /** A deck's file, or why there is none (no card of it described yet). */
  exportDeck(deck: DescribedDeckId): Result<DeckExport>;
  /**
   * Another device's decks, as stored (a backup's): how many of their cards this device does not hold, and
   * with `keep`, those cards kept. This device's own descriptions always stay; a card of theirs that
   * contradicts one of them is left out.
   */
  takeAbsent(stored: unknown, keep: boolean): Promise<Result<number>>;
}

/** The decks as stored, each read as a deck file; anything else is left out. */
function readStored(value: unknown): Decks {
  if (!isRecord(value)) return {};
  const decks: Partial<Record<DescribedDeckId, DeckFile>> = {};
  for (const id of keysOf(DESCRIBED_DECKS)) {
    const read = parseDeck(value[id]);
    if (read.ok && read.value.deck === id) decks[id] = read.value;
  }
  return decks;
}

/**
 * The decks with these cards put in, each in place of the one of its id. They must hold together (as a
 * deck file would), or nothing is put in; a kept card they leave no room for (a fourth Limit table card,
 * a description they now contradict) gives way to them, so a table can always set a wrong one right.
 */
function merged(decks: Decks, cards: readonly DescribedCard[]): Result<Decks> {
  let next: Decks = decks;
  for (const id of keysOf(DESCRIBED_DECKS)) {
    const incoming = cards.filter((c) => c.id.startsWith(`${id}/`));
    if (incoming.length === 0) continue;
    const setup = setupOfDeck(id);
    const known: Record<string, DescribedCard> = {};
    for (const card of incoming) {
      const problem = describedCardProblem(setup, known, card);
      if (problem) return { ok: false, error: problem };
      known[card.id] = card;
    }
    for (const card of decks[id]?.cards ?? [])
      if (!known[card.id] && !describedCardProblem(setup, known, card)) known[card.id] = card;
    const number = (c: DescribedCard) => Number(c.id.split('/')[1]);
    const read = parseDeck(
      deckFileOf(
        id,
        Object.values(known).sort((a, b) => number(a) - number(b)),
      ),
    );
    if (!read.ok) return read;
    next = { ...next, [id]: read.value };
  }
  return ok(next);
}

export function createDeviceDecks(storage: DeckStorage): DeviceDecks {
  const decks = signal<Decks>({});
  const cards = computed(() =>
    Object.fromEntries(
      Object.values(decks.value).flatMap((deck) => (deck ? deck.cards.map((c) => [c.id, c] as const) : [])),
    ),
  );

  // Saves run one after another, each on the decks as stored then (another tab may have kept cards since):
  // nothing kept is lost to a copy read earlier, or to a load that failed.
  let queue: Promise<unknown> = Promise.resolve();
  function save(cardsIn: readonly DescribedCard[]): Promise<Done> {
    const run = queue.then(async (): Promise<Done> => {
      try {
        const next = merged(readStored(await storage.loadDecks()), cardsIn);
        if (!next.ok) return next;
        await storage.saveDecks(next.value);
        decks.value = next.value;
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  function takeAbsent(stored: unknown, keep: boolean): Promise<Result<number>> {
    const run = queue.then(async (): Promise<Result<number>> => {
      try {
        const now = readStored(await storage.loadDecks());
        const mine = Object.values(now).flatMap((d) => d?.cards ?? []);
        // Theirs first, then this device's put in over them: where the two differ, this device's stays.
        const next = merged(readStored(stored), mine);
        if (!next.ok) return next;
        const after = Object.values(next.value).flatMap((d) => d?.cards ?? []);
        const held = new Set(mine.map((c) => c.id));
        const absent = after.filter((c) => !held.has(c.id)).length;
        if (keep && absent > 0) {
          await storage.saveDecks(next.value);
          decks.value = next.value;
        }
        return ok(absent);
      } catch (error) {
        return storageRefusal(error);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function readText(text: string): Promise<Result<readonly DescribedCard[]>> {
    const json = parseJsonText(text);
    if (!json.ok) return refuse('deck/not-json', words('deck.notAFile', { reason: json.error.message }));
    const read = parseDeck(json.value);
    return read.ok ? ok(read.value.cards) : read;
  }

  async function importText(text: string): Promise<Done> {
    const read = await readText(text);
    return read.ok ? save(read.value) : read;
  }

  async function readBlob(file: Blob): Promise<Result<string>> {
    const text = await blobText(file);
    return text.ok ? text : refuse('deck/too-large', words('deck.notAFile', { reason: text.error.message }));
  }

  return {
    cards,
    async load() {
      decks.value = readStored(await storage.loadDecks());
    },
    keep: save,
    importText,
    async importFile(file) {
      const text = await readBlob(file);
      return text.ok ? importText(text.value) : text;
    },
    async checkFile(file) {
      const text = await readBlob(file);
      const cardsIn = text.ok ? await readText(text.value) : text;
      if (!cardsIn.ok) return cardsIn;
      try {
        const now = readStored(await storage.loadDecks());
        const next = merged(now, cardsIn.value);
        if (!next.ok) return next;
        const after = new Map(
          Object.values(next.value)
            .flatMap((d) => d?.cards ?? [])
            .map((c) => [c.id, c]),
        );
        const kept = Object.values(now).flatMap((d) => d?.cards ?? []);
        const replaced = kept.filter((c) => JSON.stringify(after.get(c.id)) !== JSON.stringify(c)).length;
        return ok({ cards: cardsIn.value, replaced });
      } catch (error) {
        return storageRefusal(error);
      }
    },
    takeAbsent,
    exportDeck(deck) {
      const kept = decks.value[deck];
      if (!kept || kept.cards.length === 0) return refuse('deck/empty', words('deck.nothingKept'));
      const file = { ...kept, format: DECK_FORMAT };
      return ok({ name: `el-grande-${deck}.deck.json`, text: `${JSON.stringify(file, null, 2)}\n` });
    },
  };
}
