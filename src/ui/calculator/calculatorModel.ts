import { computed, effect, type Signal, signal } from '@preact/signals';
import { blobText, parseJsonText } from '../../jsonText';
import {
  type AreaId,
  CABALLEROS_PER_PLAYER,
  EDITIONS,
  type EditionId,
  entriesOf,
  fail,
  fieldOf,
  isRecord,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type MobileScoreboardId,
  ok,
  type RegionId,
  type Result,
  type ScoringKind,
  scoreBoard,
  type TieRule,
} from '../../rules';
import type { BoardStorage, SavedBoard } from '../../session/boardStorage';
import { type Done, done, refuse } from '../../session/done';
import { storageRefusal } from '../../session/storageProblem';
import { parseSnapshot, snapshotErrorOf } from '../../snapshot/parseSnapshot';
import { SNAPSHOT_FORMAT_2, type Snapshot, type Snapshot1 } from '../../snapshot/schema';
import { area, region, toScoringInput } from '../../snapshot/toScoringInput';
import {
  type CalculatorDraft,
  defaultScore,
  emptyDraft,
  nameAtTable,
  type ScoreJson,
  type SnapshotJson,
} from './draft';
import { problemWords } from './problemWords';

/**
 * The calculator: one board draft in the snapshot format, its scoring computed from it, and the
 * actions the screen offers. The scoring runs through the same validation and engine as
 * `npm run score`, so the screen and the command always agree.
 */
export function createCalculatorModel(storage: Promise<BoardStorage | undefined>) {
  /** Every effect this model starts, stopped by `dispose`. */
  const effects: (() => void)[] = [];
  let disposed = false;
  /** Runs `task` after the next paint, unless the model was disposed meanwhile. */
  const afterPaint = (task: () => void) => afterNextPaint(() => disposed || task());
  const draft = signal<CalculatorDraft>(emptyDraft());
  const selectedArea = signal<AreaId>('castillo');
  const boards = signal<SavedBoard[]>([]);
  /** The saved board on screen: saving under its name updates it, under a new name makes another. */
  const loaded = signal<{ id: string; name: string } | undefined>(undefined);

  keepDraft(storage, draft, loaded, effects, afterPaint);
  /** A colour's name at this table: the one typed, or the colour's own name, capitalised alike everywhere. */
  const nameOf = (id: string) => nameAtTable(draft.value.names, id);

  /**
   * The draft the map and the result show. It catches up with the draft once the frame after a tap
   * has painted: the tapped count shows at once, and the map and the scoring, the heavier redraws,
   * one frame later (taps quicker than that are drawn and scored once, at the last).
   */
  const scored = signal<CalculatorDraft>(draft.value);
  let catchingUp = false;
  effects.push(
    effect(() => {
      if (draft.value === scored.peek() || catchingUp) return;
      catchingUp = true;
      afterPaint(() => {
        catchingUp = false;
        scored.value = draft.peek();
      });
    }),
  );
  const snapshotCheck = computed(() => parseSnapshot(scored.value.snapshot));
  const scoredEdition = computed(() => scored.value.snapshot.edition);
  const problem = computed(() =>
    snapshotCheck.value.ok
      ? undefined
      : problemWords(snapshotErrorOf(snapshotCheck.value.error), nameOf, (area) =>
          EDITIONS[scoredEdition.value].areaName(area),
        ),
  );
  const scoreOf = (snapshot: Snapshot) => {
    const { board, request, rules } = toScoringInput(snapshot);
    // The table's names in the explanations; the points are those of the snapshot alone.
    return scoreBoard({ ...board, names: scored.value.names }, request, rules);
  };
  const result = computed(() => (snapshotCheck.value.ok ? scoreOf(snapshotCheck.value.value) : undefined));
  /** After a general scoring: the board once each colour's Castillo caballeros went where their disk says. */
  const boardAfter = computed(() => {
    if (!snapshotCheck.value.ok || snapshotCheck.value.value.score.kind !== 'general') return undefined;
    return result.value?.piecesAfter;
  });
  /** Whether the map shows the board after the general scoring instead of the board entered. */
  const showingAfter = signal(false);
  /**
   * While a general scoring waits for its secret disks, the Castillo can already be scored: its result does
   * not depend on them.
   */
  const castilloSoFar = computed(() => {
    const s = scored.value.snapshot;
    if (
      snapshotCheck.value.ok ||
      s.score.kind !== 'general' ||
      !snapshotErrorOf(snapshotCheck.value.error).field.startsWith('castilloDestinations')
    )
      return undefined;
    const castilloOnly = parseSnapshot({ ...s, score: { kind: 'area', area: 'castillo' } });
    return castilloOnly.ok ? scoreOf(castilloOnly.value) : undefined;
  });

  /** The last change that replaced or removed what the table had entered, with its way back (until the next change). */
  const lastReplaced = signal<Replaced | undefined>(undefined);
  const edit = (change: (s: SnapshotJson) => SnapshotJson) => {
    lastReplaced.value = undefined;
    draft.value = { ...draft.value, snapshot: change(draft.value.snapshot) };
  };
  /** Replaces the board on screen, keeping the board it replaced for one undo. */
  const replacing = (done: string, change: () => void) => {
    const before = { draft: draft.value, loaded: loaded.value };
    change();
    lastReplaced.value = {
      done,
      undoLabel: 'Undo: bring back the board as it was',
      undo: async () => {
        draft.value = before.draft;
        loaded.value = before.loaded;
      },
    };
  };
  /**
   * Whether putting `next` on screen would lose caballeros entered: the board on screen has some and is not
   * the same.
   */
  const wouldLose = (next: CalculatorDraft | SnapshotJson) => {
    const current = draft.value;
    const nextSnapshot = 'snapshot' in next ? next.snapshot : next;
    return hasCaballeros(current.snapshot) && JSON.stringify(current.snapshot) !== JSON.stringify(nextSnapshot);
  };
  const countOf = (area: AreaId, id: string) => draft.value.snapshot.pieces[area]?.[id] ?? 0;
  /** A count of the board as scored: the draft, one frame behind a tap. */
  const scoredCountOf = (area: AreaId, id: string) => scored.value.snapshot.pieces[area]?.[id] ?? 0;
  /** A count as the map shows it: the board entered (as scored), or the board after the general scoring when asked. */
  const shownCountOf = (area: AreaId, id: string) =>
    showingAfter.value && boardAfter.value ? (boardAfter.value[area]?.[id] ?? 0) : scoredCountOf(area, id);
  const totalOf = (id: string) =>
    Object.values(draft.value.snapshot.pieces).reduce((sum, counts) => sum + (counts?.[id] ?? 0), 0);

  const notSnapshot = (reason: string) => `That is not a board snapshot the app can read: ${reason}.`;
  /** Reads a snapshot to import: the board it holds, ready to put on screen, or why it cannot be used. */
  const readImport = (text: string): Result<SnapshotJson> => {
    const parsedText = parseJsonText(text);
    if (!parsedText.ok) return fail('snapshot/not-json', notSnapshot(parsedText.error.message));
    const json = parsedText.value;
    const checked = parseSnapshot(json);
    if (!checked.ok) return fail('snapshot/invalid', `That snapshot cannot be used: ${checked.error.message}`);
    // The board on screen is format 1's: a board with variants or expansions is read but not shown here.
    if (checked.value.format === SNAPSHOT_FORMAT_2)
      return fail(
        'snapshot/invalid',
        'That snapshot cannot be used: this calculator shows boards without variants or expansions.',
      );
    return ok(normalise(checked.value));
  };
  /** Puts an imported board on screen in place of the one there (which one undo brings back). */
  const putImported = (snapshot: SnapshotJson) =>
    replacing('Board imported.', () => {
      draft.value = { snapshot, names: {} };
      loaded.value = undefined;
    });
  /** Replaces the board with an imported snapshot, or changes nothing and says why. */
  const importSnapshot = (text: string): Done => {
    const read = readImport(text);
    if (!read.ok) return read;
    putImported(read.value);
    return done();
  };

  return {
    draft,
    selectedArea,
    boards,
    loaded,
    problem,
    result,
    /** The edition of the board the result is for. */
    scoredEdition,
    /** The board the map and the result show: the draft, one frame behind a tap. */
    shownSnapshot: computed(() => scored.value.snapshot),
    scoredCountOf,
    castilloSoFar,
    boardAfter,
    showingAfter,
    shownCountOf,
    /** Carries the board after the general scoring forward as the board to enter next. */
    useBoardAfter: () => {
      const after = boardAfter.value;
      if (!after) return;
      showingAfter.value = false;
      replacing('The board after the scoring is now the board entered.', () =>
        edit((s) => ({
          ...s,
          pieces: Object.fromEntries(Object.entries(after).map(([a, counts]) => [a, { ...counts }])),
          castilloDestinations: {},
        })),
      );
    },
    lastReplaced,
    /** Takes back the last replacement or removal. */
    undoReplaced: async (): Promise<void> => {
      const last = lastReplaced.value;
      lastReplaced.value = undefined;
      await last?.undo();
    },
    /**
     * Whether loading a saved board or importing one would replace caballeros entered on screen (then the
     * screen asks first).
     */
    wouldLose,
    /** Caballeros on the board on screen, in all. */
    caballerosOnBoard: () => caballerosIn(draft.value.snapshot),
    countOf,
    totalOf,
    nameOf,
    setEdition: (edition: EditionId) => edit((s) => ({ ...s, edition })),
    setTie: (tie: TieRule) => edit((s) => ({ ...s, rules: { tie } })),
    setKing: (king: RegionId) => edit((s) => ({ ...s, king })),
    setGrande: (id: string, region: RegionId | undefined) =>
      edit((s) => {
        const grandes = { ...s.grandes };
        if (region) grandes[id] = region;
        else delete grandes[id];
        return { ...s, grandes };
      }),
    setMobile: (board: MobileScoreboardId, area: AreaId | undefined) =>
      edit((s) => {
        const mobileScoreboards = { ...s.mobileScoreboards };
        if (area) mobileScoreboards[board] = area;
        else delete mobileScoreboards[board];
        return { ...s, mobileScoreboards };
      }),
    /** Adds or removes caballeros; never below 0 or above a colour's 30 in all. */
    changeCount: (area: AreaId, id: string, delta: number) => {
      const next = Math.max(0, countOf(area, id) + delta);
      if (totalOf(id) - countOf(area, id) + next > CABALLEROS_PER_PLAYER) return;
      edit((s) => ({ ...s, pieces: { ...s.pieces, [area]: { ...s.pieces[area], [id]: next } } }));
    },
    /**
     * Sets every colour's count in one area at once (typed counts, in seat order), or changes nothing
     * and says why when a colour would have more than its 30.
     */
    setCounts: (area: AreaId, counts: readonly number[]): Done => {
      const colours = [...draft.value.snapshot.players, ...draft.value.snapshot.neutral];
      const over = colours.find((id, i) => totalOf(id) - countOf(area, id) + (counts[i] ?? 0) > CABALLEROS_PER_PLAYER);
      if (over)
        return refuse(
          'calculator/too-many-caballeros',
          `${nameOf(over)} would have more than ${CABALLEROS_PER_PLAYER} caballeros on the board`,
        );
      edit((s) => ({
        ...s,
        pieces: { ...s.pieces, [area]: Object.fromEntries(colours.map((id, i) => [id, counts[i] ?? 0])) },
      }));
      return done();
    },
    setDestination: (id: string, region: RegionId | undefined) =>
      edit((s) => {
        const castilloDestinations = { ...s.castilloDestinations };
        if (region) castilloDestinations[id] = region;
        else delete castilloDestinations[id];
        return { ...s, castilloDestinations };
      }),
    setScoreKind: (kind: ScoringKind) => edit((s) => ({ ...s, score: defaultScore(kind, s) })),
    setScore: (score: ScoreJson) => edit((s) => ({ ...s, score })),
    setName: (id: string, name: string) => {
      lastReplaced.value = undefined;
      draft.value = { ...draft.value, names: { ...draft.value.names, [id]: name } };
    },
    /** Seats a colour as a player (or as a neutral colour); ids stay colour names. */
    addColour: (id: string, as: 'player' | 'neutral'): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) || s.neutral.includes(id))
        return refuse('calculator/colour-seated', `${id} is already at the table`);
      if (as === 'player' && s.players.length >= MAX_PLAYERS)
        return refuse('calculator/too-many-players', `El Grande takes at most ${MAX_PLAYERS} players`);
      edit((x) => (as === 'player' ? { ...x, players: [...x.players, id] } : { ...x, neutral: [...x.neutral, id] }));
      return done();
    },
    /** Takes a colour off the table with everything it had on the board. */
    removeColour: (id: string): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) && s.players.length <= MIN_PLAYERS)
        return refuse('calculator/too-few-players', `El Grande needs at least ${MIN_PLAYERS} players`);
      const name = nameOf(id);
      replacing(`${name} is off the table, with every caballero of theirs.`, () =>
        edit((x) => {
          const pieces = Object.fromEntries(
            Object.entries(x.pieces).map(([a, counts]) => [
              a,
              Object.fromEntries(Object.entries(counts ?? {}).filter(([k]) => k !== id)),
            ]),
          );
          const { [id]: _g, ...grandes } = x.grandes;
          const { [id]: _d, ...castilloDestinations } = x.castilloDestinations;
          return {
            ...x,
            players: x.players.filter((p) => p !== id),
            neutral: x.neutral.filter((p) => p !== id),
            pieces,
            grandes,
            castilloDestinations,
          };
        }),
      );
      return done();
    },
    clearBoard: () =>
      replacing('Every caballero was taken off the board.', () =>
        edit((s) => ({ ...s, pieces: {}, castilloDestinations: {} })),
      ),
    importSnapshot,
    readImport,
    putImported,
    /** Reads a chosen file to import, which is not even read when it is too large to be a snapshot. */
    readImportFile: async (file: Blob): Promise<ReturnType<typeof readImport>> => {
      const read = await blobText(file);
      return read.ok ? readImport(read.value) : fail('snapshot/too-large', notSnapshot(read.error.message));
    },
    exportSnapshot: (): string => `${JSON.stringify(draft.value.snapshot, null, 2)}\n`,
    async refreshBoards() {
      const boardsHere = await storage;
      if (boardsHere) boards.value = await boardsHere.list();
    },
    /** Saves the board on screen under `name`: over the board loaded when the name is its own, else as another. */
    async save(name: string): Promise<Done> {
      const boardsHere = await storage;
      if (!boardsHere)
        return refuse('storage/unavailable', 'Boards cannot be saved: this device’s storage is not available.');
      try {
        const same = loaded.value?.name === name ? loaded.value.id : undefined;
        const replaced = boards.value.find((b) => b.id === same);
        const saved = await boardsHere.save(name, draft.value, same);
        loaded.value = { id: saved.id, name: saved.name };
        boardsHere.keepPersistent();
        boards.value = await boardsHere.list();
        // Saving over a board replaces what it held: the older version can be put back.
        lastReplaced.value = replaced && {
          done: `Saved over “${replaced.name}”.`,
          undoLabel: `Undo: put back the earlier “${replaced.name}”`,
          undo: async () => {
            await boardsHere.save(replaced.name, replaced.draft, replaced.id, replaced.savedAt);
            boards.value = await boardsHere.list();
          },
        };
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    },
    /** Loads a saved board; one whose shape this version cannot read is refused and changes nothing. */
    load(board: SavedBoard): Done {
      if (!isDraft(board.draft))
        return refuse('calculator/unreadable-board', `“${board.name}” cannot be read by this version of the app.`);
      const saved = board.draft;
      replacing(`Loaded “${board.name}”.`, () => {
        draft.value = saved;
        loaded.value = { id: board.id, name: board.name };
      });
      return done();
    },
    async remove(board: SavedBoard) {
      const boardsHere = await storage;
      if (!boardsHere) return;
      await boardsHere.remove(board.id);
      boards.value = await boardsHere.list();
      lastReplaced.value = {
        done: `“${board.name}” was deleted.`,
        undoLabel: `Undo: put “${board.name}” back`,
        undo: async () => {
          await boardsHere.save(board.name, board.draft, board.id, board.savedAt);
          boards.value = await boardsHere.list();
        },
      };
    },
    /** Stops the model's effects: nothing is scored or kept on this device afterwards. */
    dispose() {
      disposed = true;
      for (const stop of effects.splice(0)) stop();
    },
  };
}

export type CalculatorModel = ReturnType<typeof createCalculatorModel>;

/**
 * Keeps the board being entered on this device: it comes back after a reload, and every change is
 * written (the latest one wins when changes come faster than the disk). A board kept by an older
 * version that this one cannot read is left aside.
 */
function keepDraft(
  storage: Promise<BoardStorage | undefined>,
  draft: Signal<CalculatorDraft>,
  loaded: Signal<{ id: string; name: string } | undefined>,
  effects: (() => void)[],
  afterPaint: (task: () => void) => void,
) {
  const start = draft.peek();
  let writing = false;
  let waiting: unknown;
  const write = async (boards: BoardStorage, value: unknown) => {
    if (writing) return void (waiting = value);
    writing = true;
    try {
      await boards.keepDraft(value).catch(() => undefined);
    } finally {
      writing = false;
    }
    if (waiting !== undefined) {
      const next = waiting;
      waiting = undefined;
      await write(boards, next);
    }
  };
  // The effect is pushed onto `effects` here: a model disposed before storage opened never starts it.
  const keeping = { stopped: false };
  effects.push(() => void (keeping.stopped = true));
  void storage.then(async (boards) => {
    if (!boards) return;
    const kept = await boards.loadDraft().catch(() => undefined);
    if (keeping.stopped) return;
    // Restored only while nothing was entered meanwhile: the players' newest taps win.
    const [keptDraft, keptLoaded] = [fieldOf(kept, 'draft'), fieldOf(kept, 'loaded')];
    if (draft.peek() === start && isDraft(keptDraft)) {
      draft.value = keptDraft;
      loaded.value = isLoadedBoard(keptLoaded) ? keptLoaded : undefined;
    }
    // Kept after the tap has been painted, never in its way; taps in between are written once, as the newest.
    effects.push(
      effect(() => {
        const value = { draft: draft.value, loaded: loaded.value };
        afterPaint(() => void write(boards, value));
      }),
    );
  });
}

/** A change that replaced or removed what the table had entered: what it did, and its way back. */
export interface Replaced {
  readonly done: string;
  readonly undoLabel: string;
  readonly undo: () => Promise<void>;
}

const caballerosIn = (snapshot: SnapshotJson): number =>
  Object.values(snapshot.pieces).reduce(
    (sum, counts) => sum + Object.values(counts ?? {}).reduce((a: number, n) => a + (n ?? 0), 0),
    0,
  );
const hasCaballeros = (snapshot: SnapshotJson): boolean => caballerosIn(snapshot) > 0;

/** Runs `task` once the browser has painted the next frame (at once where there are no frames). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') return task();
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** The board a kept draft was last saved as or opened from, as this version writes it. */
const isLoadedBoard = (value: unknown): value is { id: string; name: string } =>
  typeof fieldOf(value, 'id') === 'string' && typeof fieldOf(value, 'name') === 'string';

/** A saved draft as this version writes them: a snapshot object with player lists and pieces, and names. */
export function isDraft(value: unknown): value is CalculatorDraft {
  const snapshot = fieldOf(value, 'snapshot');
  return (
    typeof fieldOf(value, 'names') === 'object' &&
    isRecord(snapshot) &&
    Array.isArray(snapshot.players) &&
    Array.isArray(snapshot.neutral) &&
    typeof snapshot.pieces === 'object' &&
    typeof snapshot.score === 'object'
  );
}

/**
 * An imported (already validated) snapshot with every optional field present and the 2023 region
 * names made canonical, so the map and the editing controls always find what they look for.
 */
function normalise(json: Snapshot1): SnapshotJson {
  const base = emptyDraft().snapshot;
  // A parsed file never holds undefined (JSON has none); the optional fields' types allow it.
  const mapValues = <K extends string, T, U>(r: { readonly [P in K]?: T | undefined } | undefined, f: (v: T) => U) =>
    Object.fromEntries(entriesOf(r ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, f(v)]])));
  const score =
    json.score.kind === 'area'
      ? { ...json.score, area: area(json.score.area) }
      : json.score.kind === 'unique-choices'
        ? { ...json.score, choices: mapValues(json.score.choices, region) }
        : json.score;
  return {
    ...base,
    ...json,
    rules: { tie: json.rules?.tie ?? base.rules.tie },
    neutral: json.neutral ?? [],
    king: region(json.king),
    grandes: mapValues(json.grandes, region),
    mobileScoreboards: mapValues(json.mobileScoreboards, area),
    pieces: Object.fromEntries(Object.entries(json.pieces ?? {}).map(([a, counts]) => [area(a), counts])),
    castilloDestinations: mapValues(json.castilloDestinations, region),
    score,
  };
}
