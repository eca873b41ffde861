/**
 * Writes the example game records that play variants and expansions, under examples/records/: for each,
 * a complete game by the random legal player, the first seed whose game uses every rule its modules
 * add that the player can reach (listed per record below). examples/records/2023-power-shift-3p.json is kept
 * as it was first written (test/browser/powerShift.test.ts reads its first round entry by entry), but for two
 * cards nobody took that the base 2023 list no longer holds (Veto, regions picked by one player only): the
 * offer shows other cards of their stacks there.
 * The Colonies' records describe their stack-7 cards as examples/decks/colonies-7.json has them, Intrigue &
 * the King's their numbered cards as examples/decks/intrigue.json has them.
 * Run: node bin/run.mjs scripts/makeModuleRecords.ts [FILE…] (only those records written again)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeck } from '../src/record/deckFile';
import { RECORD_FORMAT } from '../src/record/schema';
import type { Command, GameState } from '../src/rules';
import { type PlayedGame, playRandomGame } from '../test/support/playGame';
import type { GameShape } from '../test/support/randomPlayer';

type Uses = Readonly<Record<string, (game: PlayedGame) => boolean>>;

const commands = (game: PlayedGame): readonly Command[] => game.log;
const after = (game: PlayedGame, test: (state: GameState, i: number) => boolean) => game.states.some(test);
/** The card taken on the turn a command was entered in. */
const cardBefore = (game: PlayedGame, i: number): string | undefined => game.states[i - 1]?.turn?.card?.id;
const specialWith = (game: PlayedGame, prefix: string) =>
  commands(game).some((c, i) => c.type === 'special' && (cardBefore(game, i) ?? '').startsWith(prefix));

/** A special action taken with a described card of this effect (the Colonies' stack 7). */
const describedUsed = (game: PlayedGame, effect: string) =>
  commands(game).some((c, i) => {
    const before = game.states[i - 1];
    const id = before?.turn?.card?.id;
    return c.type === 'special' && id !== undefined && before?.modules?.described?.[id]?.effect === effect;
  });
/** Discs of this kind delivered to Spain and scored. */
const delivered = (game: PlayedGame, kind: 'gold' | 'wares') =>
  after(game, (s) =>
    s.scorings.some(
      (e) => e.request.kind === 'delivery' && Object.values(e.request.deliveries).some((d) => (d[kind] ?? 0) > 0),
    ),
  );
/** More caballeros in the Limit table's region than it has spaces. */
const overflowing = (game: PlayedGame) =>
  after(game, (s) => {
    const table = s.modules?.limitTable;
    if (!table) return false;
    const there = Object.values(s.areas[table.area] ?? {}).reduce((a, n) => a + n, 0);
    return there > (s.setup.players.length <= 3 ? 6 : 10);
  });
/** The Colonies' own steps and readings a record shows, whichever stack-7 kinds it uses besides. */
const coloniesUses = (kinds: readonly string[], disc: 'gold' | 'wares'): Uses => ({
  [`${disc === 'gold' ? 'Gold' : 'Wares'} delivered`]: (g: PlayedGame) => delivered(g, disc),
  ...Object.fromEntries(kinds.map((k) => [`a described ${k} card used`, (g: PlayedGame) => describedUsed(g, k)])),
  sailing: (g) => commands(g).some((c) => c.type === 'sail'),
  'a claim': (g) => commands(g).some((c) => c.type === 'claim'),
  'the Limit table overflowing': overflowing,
  'a card kept face up, its action done later': (g) => commands(g).some((c) => c.type === 'kept-action'),
});

/** Intrigue & the King's own steps a record shows, with those of its players' count. */
const intrigueUses = (more: Uses): Uses => ({
  'a card described at its first play, then played': (g) => commands(g).some((c) => c.type === 'describe-card'),
  'the King’s card': (g) => specialWith(g, 'classic/intrigue-kings-card'),
  'the Intrigue action': (g) => specialWith(g, 'classic/intrigue-card'),
  'a placement card (15 or 20)': (g) => describedUsed(g, 'placement-five') || describedUsed(g, 'placement-anywhere'),
  'a chosen scoring (135, 145 or 150)': (g) =>
    ['score-chosen-two', 'score-chosen-not-king', 'score-chosen-any'].some((e) => describedUsed(g, e)),
  'a bridge (63)': (g) => describedUsed(g, 'bridge'),
  ...more,
});

/** The King & the Colonies' own steps a record shows: the offered cards taken, the Colonies' free steps. */
const kingColoniesUses = (more: Uses): Uses => ({
  'the Grand Inquisitor card taken instead of one’s own': (g) =>
    commands(g).some((c) => c.type === 'take-card' && c.slot === '6'),
  'the stack-7 card taken instead of one’s own': (g) =>
    commands(g).some((c) => c.type === 'take-card' && c.slot === '7'),
  'the Intrigue action': (g) => specialWith(g, 'classic/intrigue-card'),
  sailing: (g) => commands(g).some((c) => c.type === 'sail'),
  ...more,
});

/** A card's move some of whose caballeros carry discs. */
const movesCarrying = (c: Command) =>
  c.type === 'special' && c.action.kind === 'moves' && c.action.moves.some((m) => m.carrying !== undefined);
/** A command that names who sits on the Limit table, where the rules leave it to a player. */
const seatsChosen = (c: Command) => 'onLimitTable' in c && c.onLimitTable !== undefined;
/** A placement with the Grand Inquisitor's caballeros from his holder's court. */
const heldPlaced = (c: Command) => c.type === 'place' && c.held !== undefined;

const records: {
  file: string;
  title: string;
  shape: Omit<GameShape, 'seed'>;
  uses: Uses;
  dir?: string;
  /** The deck files under examples/decks/ its described cards come from: the Colonies' stack 7 unless given. */
  decks?: readonly string[];
  /** The record ends with the first command this finds (a game cut short), all of it when absent. */
  cutAfter?: (command: Command) => boolean;
}[] = [
  {
    file: 'classic-1995-variants-church-4p.json',
    title: 'Four players, classic rules with all four 1995 variants and the Church, nine rounds',
    shape: {
      edition: 'classic',
      players: 4,
      modules: ['home-advantage', 'moving-restrictions', 'france-1995', 'granada-1995', 'church'],
    },
    uses: {
      'France’s bonus spaces named by the mover': (g) =>
        commands(g).some((c) => 'spaces' in c && c.spaces !== undefined),
      'France full': (g) => after(g, (s) => Object.values(s.areas.france ?? {}).reduce((a, n) => a + n, 0) === 3),
      'the Church card': (g) => specialWith(g, 'classic/church-card'),
      'the home region’s extra caballero': (g) =>
        commands(g).some((c, i) => {
          if (c.type !== 'place') return false;
          const before = g.states[i - 1];
          const placed = Object.values(c.areas ?? {}).reduce((a, n) => a + (n ?? 0), 0);
          return before?.turn?.card !== undefined && placed > before.turn.card.stack;
        }),
      'Granada falls': (g) => after(g, (s) => s.modules?.granada === 'conquered'),
    },
  },
  {
    file: '2023-minis-3p.json',
    title: 'Three players, 2023 rules with New Regency, Old Hands and Power Shift, nine rounds',
    shape: { edition: '2023', players: 3, modules: ['new-regency', 'old-hands', 'power-shift'] },
    uses: {
      'a modifier card': (g) => commands(g).some((c) => c.type === 'play-power' && c.modifier !== undefined),
      'a modifier’s ability': (g) => commands(g).some((c) => c.type === 'modifier-ability'),
      'an Old Hands card': (g) => specialWith(g, '2023/old-hands/'),
      'a New Regency card': (g) => specialWith(g, '2023/new-regency/'),
      'the King beside the Castillo or in exile': (g) =>
        after(g, (s) => ['castillo', 'france', 'portugal'].includes(s.king)),
    },
  },
  {
    file: 'classic-colonies-4p.json',
    title: 'Four players, classic rules with Grand Inquisitor & the Colonies and two 1995 variants, nine rounds',
    shape: {
      edition: 'classic',
      players: 4,
      modules: ['home-advantage', 'moving-restrictions', 'grand-inquisitor-colonies'],
    },
    uses: {
      ...coloniesUses(['move-limit-table', 'conspiracy', 'table-resolved'], 'gold'),
      'the Grand Inquisitor card': (g) => specialWith(g, 'classic/grand-inquisitor-card'),
    },
  },
  {
    file: 'bigbox-colonies-2p.json',
    title: 'Two players, Big Box rules with Grand Inquisitor & the Colonies, nine rounds',
    shape: { edition: 'bigbox', players: 2, modules: ['grand-inquisitor-colonies'] },
    uses: coloniesUses(['score-new-regions', 'remove-offered-card'], 'wares'),
  },
  {
    file: 'classic-intrigue-king-4p.json',
    title: 'Four players, classic rules with Intrigue & the King, nine rounds',
    shape: { edition: 'classic', players: 4, modules: ['intrigue-king'] },
    decks: ['intrigue'],
    uses: intrigueUses({
      'an action done before its owner’s turn (card 40)': (g) => commands(g).some((c) => c.type === 'early-action'),
      Quarantine: (g) => describedUsed(g, 'quarantine'),
      Conspiracy: (g) => describedUsed(g, 'conspiracy'),
    }),
  },
  {
    file: 'bigbox-intrigue-king-2p.json',
    title: 'Two players, Big Box rules with Intrigue & the King, nine rounds',
    shape: { edition: 'bigbox', players: 2, modules: ['intrigue-king'] },
    decks: ['intrigue'],
    uses: intrigueUses({
      'the King or the Intrigue player doing their own card’s action': (g) =>
        commands(g).some((c) => c.type === 'use-own-card'),
    }),
  },
  {
    file: 'classic-king-colonies-4p.json',
    title: 'Four players, classic rules with The King & the Colonies, short game',
    shape: {
      edition: 'classic',
      players: 4,
      length: 'short-official',
      modules: ['intrigue-king', 'grand-inquisitor-colonies'],
    },
    decks: ['colonies-7', 'intrigue'],
    uses: kingColoniesUses({
      'an action done before its owner’s turn (card 40)': (g) => commands(g).some((c) => c.type === 'early-action'),
    }),
  },
  {
    file: 'bigbox-king-colonies-2p.json',
    title: 'Two players, Big Box rules with The King & the Colonies, short game',
    shape: {
      edition: 'bigbox',
      players: 2,
      length: 'short-official',
      modules: ['intrigue-king', 'grand-inquisitor-colonies'],
    },
    decks: ['colonies-7', 'intrigue'],
    uses: kingColoniesUses({
      'the King or the Intrigue player doing their own card’s action': (g) =>
        commands(g).some((c) => c.type === 'use-own-card'),
    }),
  },
  {
    // A short game for the browser tests: the choices the two example games never needed to make.
    file: 'limit-table-choices-colonies-short-4p.json',
    dir: 'test/browser/records',
    title:
      'Four players, short game with Grand Inquisitor & the Colonies: who sits on the Limit table chosen, cut after the choice',
    shape: { edition: 'classic', players: 4, length: 'short-official', modules: ['grand-inquisitor-colonies'] },
    uses: { 'who sits on the Limit table chosen': (g) => commands(g).some(seatsChosen) },
    cutAfter: seatsChosen,
  },
  {
    // A card's move whose caballeros carry discs, cut just after it: the move part the screens take from the module.
    file: 'carried-discs-colonies-cut-3p.json',
    dir: 'test/browser/records',
    title: 'Three players, Big Box rules with Grand Inquisitor & the Colonies, cut after a card moved discs',
    shape: { edition: 'bigbox', players: 3, length: 'short-official', modules: ['grand-inquisitor-colonies'] },
    uses: { 'a card’s move carrying discs': (g) => commands(g).some(movesCarrying) },
    cutAfter: movesCarrying,
  },
  {
    // The Grand Inquisitor's caballeros placed from his holder's court, cut just after: the placement's part.
    file: 'held-caballeros-colonies-cut-3p.json',
    dir: 'test/browser/records',
    title: 'Three players, Big Box rules with Grand Inquisitor & the Colonies, cut after his caballeros were placed',
    shape: { edition: 'bigbox', players: 3, length: 'short-official', modules: ['grand-inquisitor-colonies'] },
    uses: { 'the Grand Inquisitor’s caballeros placed from a court': (g) => commands(g).some(heldPlaced) },
    cutAfter: heldPlaced,
  },
  {
    // The Grand Inquisitor's holder seats the Castillo's arrivals that overflow the Limit table.
    file: 'castillo-arrivals-colonies-short-4p.json',
    dir: 'test/browser/records',
    title:
      'Four players, short game with Grand Inquisitor & the Colonies: the Castillo’s arrivals seated by his holder',
    shape: { edition: 'classic', players: 4, length: 'short-official', modules: ['grand-inquisitor-colonies'] },
    uses: {
      'arrivals seated at a general scoring': (g) =>
        commands(g).some((c) => c.type === 'general-scoring' && c.onLimitTable !== undefined),
    },
  },
];

/** Records describe their cards from an example deck file, so the Colonies' records share one deck. */
function deckOf(name: string) {
  const deckFile = parseDeck(JSON.parse(readFileSync(join(process.cwd(), `examples/decks/${name}.json`), 'utf8')));
  if (!deckFile.ok) throw new Error(`examples/decks/${name}.json is no deck file`);
  return deckFile.value.cards;
}
// With file names after it, only those records are written again.
const only = process.argv.slice(2);
for (const { file, title, shape, uses, dir, cutAfter, decks } of records.filter(
  (r) => only.length === 0 || only.includes(r.file),
)) {
  const style = { corrections: false, skipChance: 0.02, deck: (decks ?? ['colonies-7']).flatMap(deckOf) };
  let found = false;
  for (let seed = 1; seed <= 1500 && !found; seed += 1) {
    const game = playRandomGame({ ...shape, seed }, undefined, style);
    if (!Object.values(uses).every((use) => use(game))) continue;
    const cut = cutAfter ? game.log.findIndex(cutAfter) + 1 : game.log.length;
    const [setup, ...rest] = game.log.slice(0, cut);
    if (setup?.type !== 'setup') throw new Error('a game log opens with its setup');
    const { type: _setup, ...setupFields } = setup;
    // One command per line: a record reads like the game's diary.
    const head = JSON.stringify({ format: RECORD_FORMAT, title, setup: setupFields }, null, 2).replace(/\n}$/, '');
    const lines = rest.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
    writeFileSync(
      join(process.cwd(), dir ?? 'examples/records', file),
      `${head},\n  "commands": [\n${lines}\n  ]\n}\n`,
    );
    console.log(`${file}: seed ${seed}, ${rest.length} commands, uses ${Object.keys(uses).join(', ')}`);
    found = true;
  }
  if (!found) {
    // How often each use came up, to tell which one the random player rarely reaches.
    const hits = Object.fromEntries(Object.keys(uses).map((u) => [u, 0]));
    for (let seed = 1; seed <= 200; seed += 1) {
      const game = playRandomGame({ ...shape, seed }, undefined, style);
      for (const [u, use] of Object.entries(uses)) if (use(game)) hits[u] = (hits[u] ?? 0) + 1;
    }
    throw new Error(`${file}: no seed up to 1500 uses all of ${JSON.stringify(hits)} (games of 200)`);
  }
}
