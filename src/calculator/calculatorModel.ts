import { computed, effect, type Signal, signal } from '@preact/signals';
import { blobText, parseJsonText } from '../jsonText';
import {
  areaWords,
  BLACK_IDS,
  type BlackId,
  type BoardAreaId,
  disksNeeded,
  type EditionId,
  EXTRA_AREA_IDS,
  type ExtraAreaId,
  entriesOf,
  fail,
  fieldOf,
  isOneOf,
  isRecord,
  LIMITS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type MobileScoreboardId,
  type ModuleId,
  type ModuleOptionId,
  type ModuleOptions,
  moduleWords,
  ok,
  type RegionId,
  type Result,
  type RoleId,
  type ScoringKind,
  scoreBoard,
  type Text,
  type TieRule,
  words,
} from '../rules';
import type { BoardStorage, SavedBoard } from '../session/boardStorage';
import { type Done, done, refuse } from '../session/done';
import { storageRefusal } from '../session/storageProblem';
import { parseSnapshot, snapshotErrorOf } from '../snapshot/parseSnapshot';
import { type ScoringInput, toScoringInput } from '../snapshot/toScoringInput';
import * as edits from './boardEdits';
import {
  type CalculatorDraft,
  type DeliveryJson,
  defaultScore,
  emptyDraft,
  type InterludeMoveJson,
  nameAtTable,
  type ScoreJson,
  type SnapshotJson,
} from './draft';
import {
  blackIdsIn,
  entryAreas,
  fitScore,
  fitToModules,
  formatOf,
  idsOnTable,
  moduleChoices,
  tableOf,
} from './draftTable';
import { problemWords } from './problemWords';
import { draftFromJson } from './readDraft';
import { snapshotObject, snapshotText } from './snapshotObject';
import { readStoredDraft } from './storedDraft';

/** Values printed on the colony pieces, as this table entered them: kept from board to board. */
export type KeptValues = Partial<Record<ExtraAreaId, number[]>>;

/** A saved board as the calculator lists it: the board ready to load, or why it cannot be read. */
export type ListedBoard = SavedBoard & { readonly read: Result<CalculatorDraft> };

/** The ids whose secret disks a general scoring on a board needs. */
const disksNeededBy = ({ board, rules }: ScoringInput): string[] => disksNeeded(board, rules).map((n) => n.id);

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
  const selectedArea = signal<BoardAreaId>('castillo');
  const boards = signal<ListedBoard[]>([]);
  const listed = (rows: SavedBoard[]): ListedBoard[] =>
    rows.map((row) => ({ ...row, read: readStoredDraft(row.draft) }));
  /** Why the board being entered when the page was last open cannot be read, until the table discards it. */
  const damagedDraft = signal<Text | undefined>(undefined);
  /** The saved board on screen: saving under its name updates it, under a new name makes another. */
  const loaded = signal<{ id: string; name: string } | undefined>(undefined);
  /**
   * The colony pieces' printed values: entered once per game, they outlive the board (cleared, loaded,
   * imported, a module switched off and on) and a reload.
   */
  const keptValues = signal<KeptValues>({});

  keepDraft(storage, { draft, loaded, keptValues, damagedDraft }, effects, afterPaint);
  // Values on any board put on screen are the table's newest: kept for the boards after it.
  effects.push(
    effect(() => {
      const values = draft.value.snapshot.printedValues;
      if (!values) return;
      const kept = keptValues.peek();
      if (entriesOf(values).some(([area, v]) => v && v.join() !== kept[area]?.join()))
        keptValues.value = { ...kept, ...values };
    }),
  );
  /**
   * The names typed at this table, apart from the rest of the draft: what reads a name (the map, the
   * result) is not redrawn by a tapped count.
   */
  const names = computed(() => draft.value.names);
  /** A colour's name at this table: the one typed, or the colour's own name, capitalised alike everywhere. */
  const nameOf = (id: string) => nameAtTable(names.value, id);
  /** The edition entered, apart from the rest of the draft. */
  const edition = computed(() => draft.value.snapshot.edition);
  /** The colours at the table in seat order, players then neutral colours: the same list while the seats stay. */
  const seated = sameListOnceEqual(() => [...draft.value.snapshot.players, ...draft.value.snapshot.neutral]);
  /** The neutral colours, apart from the rest of the draft. */
  const neutral = computed(() => draft.value.snapshot.neutral);
  /** What the modules on put on the table: areas, black caballeros, roles, fields, kinds, options. */
  const table = computed(() => tableOf(draft.value.snapshot));
  /** Every id with caballeros at this table (colours, then the black sets the modules bring), while they stay. */
  const ids = sameListOnceEqual(() => idsOnTable(draft.value.snapshot, table.value));
  /** Who stands on the special spaces, and the Limit table, apart from the counts. */
  const roles = computed(() => draft.value.snapshot.roles);
  const limitTable = computed(() => draft.value.snapshot.limitTable);

  /**
   * The drafts the map and the result show. They catch up with the draft after a tap has painted, one
   * heavy redraw per frame: the tapped count shows at once, the map the frame after, and the scoring
   * and its result the frame after that (taps quicker than that are drawn and scored once, at the last).
   * Once the taps stop, the map and the result show the same board, the one entered.
   */
  const mapped = signal<CalculatorDraft>(draft.value);
  const scored = signal<CalculatorDraft>(draft.value);
  let catchingUp = false;
  const catchUp = () => {
    const latest = draft.peek();
    if (mapped.peek() !== latest) {
      mapped.value = latest;
      return afterPaint(catchUp);
    }
    catchingUp = false;
    scored.value = latest;
  };
  effects.push(
    effect(() => {
      if (draft.value === scored.peek() || catchingUp) return;
      catchingUp = true;
      afterPaint(catchUp);
    }),
  );
  const snapshotCheck = computed(() => parseSnapshot(snapshotObject(scored.value.snapshot)));
  const scoredEdition = computed(() => scored.value.snapshot.edition);
  const problemError = computed(() =>
    snapshotCheck.value.ok ? undefined : snapshotErrorOf(snapshotCheck.value.error),
  );
  const problem = computed(() => {
    const error = problemError.value;
    return error && problemWords(error, nameOf, (area) => areaWords(scoredEdition.value, area));
  });
  const scoreInput = ({ board, request, rules }: ReturnType<typeof toScoringInput>) =>
    // The table's names in the explanations, a colour nobody named by its name in the reader's language
    // ("Red", "Rot"), never its id; the points are those of the snapshot alone.
    scoreBoard(
      {
        ...board,
        names: {
          ...Object.fromEntries([...board.players, ...board.neutral].map((id) => [id, nameOf(id)])),
          ...scored.value.names,
        },
      },
      request,
      rules,
    );
  /** The board as the engine reads it, once the snapshot reader accepts it. */
  const scoringInput = computed(() => (snapshotCheck.value.ok ? toScoringInput(snapshotCheck.value.value) : undefined));
  const result = computed(() => scoringInput.value && scoreInput(scoringInput.value));
  /**
   * The board as the engine reads it were it scoring the Castillo alone, which needs no secret disk: the
   * board's reading while a general scoring's disks are still missing.
   */
  const castilloOnlyInput = computed(() => {
    const board = parseSnapshot(
      snapshotObject({ ...scored.value.snapshot, score: { kind: 'area', area: 'castillo' } }),
    );
    return board.ok ? toScoringInput(board.value) : undefined;
  });
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
    if (s.score.kind !== 'general' || !problemError.value?.field.startsWith('castilloDestinations')) return undefined;
    const input = castilloOnlyInput.value;
    return input && scoreInput(input);
  });
  /**
   * The engine says whose disks a general scoring on this board needs (black caballeros' holders, Grandes
   * in the Castillo or under a Conspiracy included); the board is read as if it scored the Castillo alone,
   * which needs no disk, so the question has an answer while disks are still missing. It reads the board
   * one frame behind a tap, with the map and the result, to keep the tap's own paint light.
   */
  const disksNeededOnBoard = computed(() => {
    // A board the reader accepts as it stands is read once, for its scoring and for this.
    const input = scoringInput.value ?? castilloOnlyInput.value;
    return input ? disksNeededBy(input) : [];
  });
  /**
   * Whose secret disk the general scoring asks for: every colour with caballeros in the Castillo, those
   * already set, and the one the snapshot reader says is still missing (a holder, the Grand Inquisitor's
   * own, a Grande to move).
   */
  const disksAsked = sameListOnceEqual(() => {
    const s = draft.value.snapshot;
    const missing = problemError.value?.field.match(/^castilloDestinations\.(.+)$/)?.[1];
    const asked = new Set([
      ...Object.keys(s.castilloDestinations),
      ...disksNeededOnBoard.value,
      ...[...s.players, ...s.neutral].filter((id) => (s.pieces.castillo?.[id] ?? 0) > 0),
      ...(missing ? [missing] : []),
    ]);
    const order = [...s.players, ...s.neutral];
    return [...order.filter((id) => asked.has(id)), ...[...asked].filter((id) => !order.includes(id))];
  });

  /** The last change that replaced or removed what the table had entered, with its way back (until the next change). */
  const lastReplaced = signal<Replaced | undefined>(undefined);
  const edit = (change: (s: SnapshotJson) => SnapshotJson) => {
    lastReplaced.value = undefined;
    const next = change(draft.value.snapshot);
    const format = formatOf(next);
    draft.value = { ...draft.value, snapshot: next.format === format ? next : { ...next, format } };
  };
  /** Replaces the board on screen, keeping the board it replaced for one undo. */
  const replacing = (done: Text, change: () => void) => {
    const before = { draft: draft.value, loaded: loaded.value };
    change();
    lastReplaced.value = {
      done,
      undoLabel: words('calc.undo.board'),
      undo: async () => {
        draft.value = before.draft;
        loaded.value = before.loaded;
      },
    };
  };
  /**
   * The board refitted to another set of modules (or edition), with its way back when the refit took off
   * anything the table had entered (caballeros, a special space, a holder, the Limit table, a reading…).
   */
  const refit = (done: Text, change: (s: SnapshotJson) => SnapshotJson) => {
    const changed = change(draft.value.snapshot);
    const after = fitToModules(changed, keptValues.value);
    if (takesAnythingOff(snapshotObject(changed), snapshotObject(after))) replacing(done, () => edit(() => after));
    else edit(() => after);
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
  const countOf = (area: BoardAreaId, id: string) => draft.value.snapshot.pieces[area]?.[id] ?? 0;
  /** A count of the board as scored: the draft, two frames behind a tap. */
  const scoredCountOf = (area: BoardAreaId, id: string) => scored.value.snapshot.pieces[area]?.[id] ?? 0;
  /** A count of the board on the map: the draft, one frame behind a tap. */
  const mappedCountOf = (area: BoardAreaId, id: string) => mapped.value.snapshot.pieces[area]?.[id] ?? 0;
  /** A count as the map shows it: the board entered, or the board after the general scoring when asked. */
  const shownCountOf = (area: BoardAreaId, id: string) =>
    showingAfter.value && boardAfter.value ? (boardAfter.value[area]?.[id] ?? 0) : mappedCountOf(area, id);
  const totalOf = (id: string) =>
    Object.values(draft.value.snapshot.pieces).reduce((sum, counts) => sum + (counts?.[id] ?? 0), 0);
  /** How many caballeros an id has in all: a colour's 30 (36 with the colonies), a black set's own number. */
  const supplyOf = (id: string) => {
    const black = isOneOf(BLACK_IDS, id) ? table.value.black[id] : undefined;
    return black && !draft.value.snapshot.neutral.includes(id) ? black.most : table.value.caballerosPerColour;
  };
  /** The most an id may have in an area: what it has left in all, and what the area still holds (France: 3). */
  const mostOf = (area: BoardAreaId, id: string) => {
    const count = countOf(area, id);
    const left = count + supplyOf(id) - totalOf(id);
    const holds = table.value.area(area)?.holdsAtMost;
    if (holds === undefined) return left;
    const inArea = Object.values(draft.value.snapshot.pieces[area] ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return Math.min(left, count + holds - inArea);
  };

  /** The ids typed at once in an area: the colours in seat order, then the black caballeros that may stand there. */
  const typedIdsIn = (area: BoardAreaId): string[] => {
    const colours = seated.value;
    return [...colours, ...blackIdsIn(table.value, area).filter((id) => !colours.includes(id))];
  };
  const notSnapshot = (reason: Text) => words('import.notSnapshot', { reason });
  /** Reads a snapshot to import: the board it holds, ready to put on screen, or why it cannot be used. */
  const readImport = (text: string): Result<SnapshotJson> => {
    const parsedText = parseJsonText(text);
    if (!parsedText.ok) return fail('snapshot/not-json', notSnapshot(parsedText.error.message));
    const json = parsedText.value;
    const checked = parseSnapshot(json);
    if (!checked.ok)
      return fail('snapshot/invalid', words('import.snapshotUnusable', { reason: checked.error.message }));
    return ok(draftFromJson(json));
  };
  /** Puts an imported board on screen in place of the one there (which one undo brings back). */
  const putImported = (snapshot: SnapshotJson) =>
    replacing(words('calc.done.imported'), () => {
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
    edition,
    seated,
    neutral,
    ids,
    roles,
    limitTable,
    boards,
    loaded,
    problem,
    result,
    table,
    keptValues,
    disksAsked,
    /** The field the snapshot reader finds at fault, if any (e.g. "score.limitTableArrivals"). */
    problemField: computed(() => problemError.value?.field),
    /** The edition of the board the result is for. */
    scoredEdition,
    /** The board the map shows: the draft, one frame behind a tap (and the result one frame behind the map). */
    shownSnapshot: computed(() => mapped.value.snapshot),
    /** The table of the board the map shows. */
    shownTable: computed(() => tableOf(mapped.value.snapshot)),
    scoredCountOf,
    mappedCountOf,
    castilloSoFar,
    boardAfter,
    showingAfter,
    shownCountOf,
    /** Carries the board after the general scoring forward as the board to enter next. */
    useBoardAfter: () => {
      const after = boardAfter.value;
      const scoring = result.value;
      if (!after || !scoring) return;
      showingAfter.value = false;
      replacing(words('calc.done.boardAfter'), () =>
        edit((s) => {
          const grandes = { ...s.grandes };
          for (const [id, area] of entriesOf(scoring.grandesMoved)) {
            if (area === null || area === undefined) delete grandes[id];
            else grandes[id] = area;
          }
          return {
            ...s,
            pieces: Object.fromEntries(Object.entries(after).map(([a, counts]) => [a, { ...counts }])),
            grandes,
            limitTable: scoring.limitTable
              ? { area: scoring.limitTable.area, onTable: { ...scoring.limitTable.onTable } }
              : s.limitTable,
            granada: scoring.granada ?? s.granada,
            castilloDestinations: {},
            conspiracy: undefined,
            score: s.score.kind === 'general' ? { kind: 'general' } : s.score,
          };
        }),
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
    supplyOf,
    nameOf,
    /** The area after this one in scoring order where caballeros can stand, if any: the next to enter. */
    nextEntryArea: (area: BoardAreaId): BoardAreaId | undefined => {
      const areas = entryAreas(table.value);
      return areas[areas.indexOf(area) + 1];
    },
    /** The black caballeros that may stand in an area of this board. */
    blackIdsIn: (area: BoardAreaId) => blackIdsIn(table.value, area),
    /** The edition's modules, which are on, and why one cannot join those on. */
    moduleChoices: () => moduleChoices(draft.value.snapshot.edition, draft.value.snapshot.modules ?? []),
    setEdition: (edition: EditionId) =>
      refit(words('calc.done.edition', { edition: words(`edition.${edition}`) }), (s) => ({
        ...s,
        edition,
        modules: (s.modules ?? []).filter((id) => moduleChoices(edition, []).some((c) => c.module.id === id)),
      })),
    /** Switches a variant or expansion on or off; one that cannot join those on is refused and changes nothing. */
    setModule: (id: ModuleId, on: boolean): Done => {
      const choice = moduleChoices(draft.value.snapshot.edition, draft.value.snapshot.modules ?? []).find(
        (c) => c.module.id === id,
      );
      if (!choice) return refuse('calculator/module-not-in-edition', words('refusal.calculator/module-not-in-edition'));
      if (on && choice.refused)
        return refuse(
          'calculator/module-refused',
          words('refusal.calculator/module-refused', { module: moduleWords(id), why: choice.refused }),
        );
      refit(words('calc.done.moduleOff', { module: moduleWords(id) }), (s) => ({
        ...s,
        modules: on ? [...new Set([...(s.modules ?? []), id])] : (s.modules ?? []).filter((m) => m !== id),
      }));
      return done();
    },
    setTie: (tie: TieRule) => edit((s) => ({ ...s, rules: { ...s.rules, tie } })),
    setOption: <K extends ModuleOptionId>(id: K, value: ModuleOptions[K]) =>
      edit((s) => edits.withOption(s, id, value)),
    setPrintedValues: (area: ExtraAreaId, values: number[]) => edit((s) => edits.withPrintedValues(s, area, values)),
    setKing: (king: BoardAreaId) => edit((s) => ({ ...s, king })),
    setGrande: (id: string, area: BoardAreaId | undefined) =>
      edit((s) => {
        const grandes = { ...s.grandes };
        if (area) grandes[id] = area;
        else delete grandes[id];
        return { ...s, grandes };
      }),
    setMobile: (board: MobileScoreboardId, area: BoardAreaId | undefined) =>
      edit((s) => {
        const mobileScoreboards = { ...s.mobileScoreboards };
        if (area) mobileScoreboards[board] = area;
        else delete mobileScoreboards[board];
        return { ...s, mobileScoreboards };
      }),
    setRole: (role: RoleId, id: string | undefined) => edit((s) => edits.withRole(s, role, id)),
    setHolder: (black: BlackId, holder: string | undefined) => edit((s) => edits.withHolder(s, black, holder)),
    /** Moves the Limit table (or takes it off); who stood on it can come back. */
    setLimitTableArea: (area: BoardAreaId | undefined) => {
      const table = draft.value.snapshot.limitTable;
      const seated = table !== undefined && table.area !== area && Object.values(table.onTable).some((n) => n > 0);
      const move = () => edit((s) => edits.withLimitTableArea(s, area));
      if (seated) replacing(words('calc.done.limitTableMoved'), move);
      else move();
    },
    changeOnTable: (id: string, delta: number) => edit((s) => edits.withOnTable(s, id, delta)),
    setGranada: (state: 'muslim' | 'conquered') => edit((s) => edits.withGranada(s, state)),
    setQuarantine: (region: RegionId | undefined) => edit((s) => edits.withQuarantine(s, region)),
    setConspiracy: (on: boolean) => edit((s) => edits.withConspiracy(s, on)),
    setRevolution: (grande: string | undefined) => edit((s) => edits.withRevolution(s, grande)),
    /** Adds or removes caballeros; never below 0, above what the id has in all, or past the area's room. */
    changeCount: (area: BoardAreaId, id: string, delta: number) => {
      const next = Math.max(0, countOf(area, id) + delta);
      if (next > mostOf(area, id)) return;
      edit((s) => ({ ...s, pieces: { ...s.pieces, [area]: { ...s.pieces[area], [id]: next } } }));
    },
    mostOf,
    /**
     * The ids whose counts can be typed at once in an area, in order: the colours in seat order, then
     * the black caballeros that may stand there.
     */
    typedIdsIn,
    /**
     * Sets the counts of one area at once (typed in the order `typedIdsIn` gives; the colours' alone
     * leave the black caballeros as they were), or changes nothing and says why when an id would have
     * more than it has in all, or the area more than it holds.
     */
    setCounts: (area: BoardAreaId, counts: readonly number[]): Done => {
      const all = typedIdsIn(area);
      const ids = counts.length > seated.value.length ? all : seated.value;
      const over = ids.find((id, i) => totalOf(id) - countOf(area, id) + (counts[i] ?? 0) > supplyOf(id));
      if (over) {
        const elsewhere = totalOf(over) - countOf(area, over);
        return refuse(
          'calculator/too-many-caballeros',
          words('refusal.calculator/too-many-caballeros', {
            who: nameOf(over),
            supply: supplyOf(over),
            elsewhere,
            most: supplyOf(over) - elsewhere,
          }),
        );
      }
      const room = tableOf(draft.value.snapshot).area(area)?.holdsAtMost;
      const typed = counts.reduce((sum, n) => sum + n, 0);
      const others = Object.entries(draft.value.snapshot.pieces[area] ?? {})
        .filter(([id]) => !ids.includes(id))
        .reduce((sum, [, n]) => sum + (n ?? 0), 0);
      if (room !== undefined && typed + others > room) {
        return refuse(
          'calculator/area-full',
          words('refusal.calculator/area-full', {
            area: areaWords(draft.value.snapshot.edition, area),
            room,
            most: room - others,
          }),
        );
      }
      edit((s) => ({
        ...s,
        pieces: {
          ...s.pieces,
          [area]: { ...s.pieces[area], ...Object.fromEntries(ids.map((id, i) => [id, counts[i] ?? 0])) },
        },
      }));
      return done();
    },
    /**
     * Sets who stands on the Limit table at once (typed in the order `typedIdsIn` gives for its area), or
     * changes nothing and says why when an id would have more there than it has in the area.
     */
    setOnTable: (counts: readonly number[]): Done => {
      const limit = draft.value.snapshot.limitTable;
      if (!limit) return done();
      const all = typedIdsIn(limit.area);
      const ids = counts.length > seated.value.length ? all : seated.value;
      const over = ids.findIndex((id, i) => (counts[i] ?? 0) > countOf(limit.area, id));
      const who = ids[over];
      if (who !== undefined)
        return refuse(
          'calculator/more-on-table',
          words('refusal.calculator/more-on-table', {
            who: nameOf(who),
            count: countOf(limit.area, who),
            area: areaWords(draft.value.snapshot.edition, limit.area),
          }),
        );
      edit((s) =>
        s.limitTable
          ? {
              ...s,
              limitTable: {
                ...s.limitTable,
                onTable: { ...s.limitTable.onTable, ...Object.fromEntries(ids.map((id, i) => [id, counts[i] ?? 0])) },
              },
            }
          : s,
      );
      return done();
    },
    setDestination: (id: string, region: RegionId | undefined) =>
      edit((s) => {
        const castilloDestinations = { ...s.castilloDestinations };
        if (region) castilloDestinations[id] = region;
        else delete castilloDestinations[id];
        return { ...s, castilloDestinations };
      }),
    /** Another kind of scoring; what the table entered for the one before (deliveries, an order, moves) can come back. */
    setScoreKind: (kind: ScoringKind) => {
      const s = draft.value.snapshot;
      const next = () => edit((d) => ({ ...d, score: fitScore(defaultScore(kind, d), d, table.value) }));
      const entered = JSON.stringify(s.score) !== JSON.stringify(defaultScore(s.score.kind, s));
      if (entered && kind !== s.score.kind) replacing(words('calc.done.scoringChanged'), next);
      else next();
    },
    setScore: (score: ScoreJson) => edit((s) => ({ ...s, score })),
    toggleScoredArea: (area: BoardAreaId) => edit((s) => edits.withScoredAreaToggled(s, area)),
    changeDelivery: (player: string, disc: keyof DeliveryJson, delta: number) =>
      edit((s) => edits.withDelivery(s, player, disc, delta)),
    changeArrivals: (id: string, delta: number) => edit((s) => edits.withArrivals(s, id, delta)),
    clearArrivals: () => replacing(words('calc.done.arrivalsCleared'), () => edit(edits.withoutArrivals)),
    addMove: (move: InterludeMoveJson) => edit((s) => edits.withMoveAdded(s, move)),
    removeMove: (index: number) =>
      replacing(words('calc.done.moveRemoved'), () => edit((s) => edits.withMoveRemoved(s, index))),
    setName: (id: string, name: string) => {
      lastReplaced.value = undefined;
      draft.value = { ...draft.value, names: { ...draft.value.names, [id]: name } };
    },
    /** Seats a colour as a player (or as a neutral colour); ids stay colour names. */
    addColour: (id: string, as: 'player' | 'neutral'): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) || s.neutral.includes(id))
        return refuse('calculator/colour-seated', words('refusal.calculator/colour-seated', { who: nameOf(id) }));
      if (as === 'player' && s.players.length >= MAX_PLAYERS)
        return refuse(
          'calculator/too-many-players',
          words('refusal.calculator/too-many-players', { most: MAX_PLAYERS }),
        );
      edit((x) => (as === 'player' ? { ...x, players: [...x.players, id] } : { ...x, neutral: [...x.neutral, id] }));
      return done();
    },
    /** Takes a colour off the table with everything it had on the board. */
    removeColour: (id: string): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) && s.players.length <= MIN_PLAYERS)
        return refuse(
          'calculator/too-few-players',
          words('refusal.calculator/too-few-players', { least: MIN_PLAYERS }),
        );
      replacing(words('calc.done.colourOff', { who: nameOf(id) }), () => edit((x) => edits.withoutColour(x, id)));
      return done();
    },
    /** Takes every caballero off; the printed values, the modules and their readings stay. */
    clearBoard: () =>
      replacing(words('calc.done.cleared'), () =>
        edit((s) => ({
          ...s,
          pieces: {},
          castilloDestinations: {},
          roles: s.roles && {},
          limitTable: s.limitTable && { ...s.limitTable, onTable: {} },
          score: s.score.kind === 'general' ? { kind: 'general' } : s.score,
        })),
      ),
    importSnapshot,
    readImport,
    putImported,
    /** Reads a chosen file to import, which is not even read when it is too large to be a snapshot. */
    readImportFile: async (file: Blob): Promise<ReturnType<typeof readImport>> => {
      const read = await blobText(file);
      return read.ok ? readImport(read.value) : fail('snapshot/too-large', notSnapshot(read.error.message));
    },
    exportSnapshot: (): string => snapshotText(draft.value.snapshot),
    async refreshBoards() {
      const boardsHere = await storage;
      if (boardsHere) boards.value = listed(await boardsHere.list());
    },
    /** Saves the board on screen under `name`: over the board loaded when the name is its own, else as another. */
    async save(name: string): Promise<Done> {
      const boardsHere = await storage;
      if (!boardsHere) return refuse('storage/unavailable', words('refusal.calculator/storage-unavailable'));
      try {
        const same = loaded.value?.name === name ? loaded.value.id : undefined;
        const replaced = boards.value.find((b) => b.id === same);
        const saved = await boardsHere.save(name, draft.value, same);
        loaded.value = { id: saved.id, name: saved.name };
        boardsHere.keepPersistent();
        boards.value = listed(await boardsHere.list());
        // Saving over a board replaces what it held: the older version can be put back.
        lastReplaced.value = replaced && {
          done: words('calc.done.savedOver', { name: replaced.name }),
          undoLabel: words('calc.undo.savedOver', { name: replaced.name }),
          undo: async () => {
            await boardsHere.save(replaced.name, replaced.draft, replaced.id, replaced.savedAt);
            boards.value = listed(await boardsHere.list());
          },
        };
        return done();
      } catch (error) {
        return storageRefusal(error);
      }
    },
    /**
     * Loads a saved board; one whose shape this version cannot read is refused and changes nothing. A
     * board that lacks the colony pieces' values takes those the table has kept.
     */
    load(board: SavedBoard | ListedBoard): Done {
      const read = 'read' in board ? board.read : readStoredDraft(board.draft);
      if (!read.ok)
        return refuse(
          'calculator/unreadable-board',
          words('boards.unreadable', { name: board.name, why: read.error.message }),
        );
      const saved = read.value;
      replacing(words('calc.done.loaded', { name: board.name }), () => {
        draft.value = { ...saved, snapshot: fitToModules(saved.snapshot, keptValues.value) };
        loaded.value = { id: board.id, name: board.name };
      });
      return done();
    },
    damagedDraft,
    /** Lets go of a kept board that could not be read: the board on screen is kept from now on. */
    discardDamagedDraft: () => {
      damagedDraft.value = undefined;
    },
    async remove(board: SavedBoard) {
      const boardsHere = await storage;
      if (!boardsHere) return;
      await boardsHere.remove(board.id);
      boards.value = listed(await boardsHere.list());
      lastReplaced.value = {
        done: words('calc.done.deleted', { name: board.name }),
        undoLabel: words('calc.undo.deleted', { name: board.name }),
        undo: async () => {
          await boardsHere.save(board.name, board.draft, board.id, board.savedAt);
          boards.value = listed(await boardsHere.list());
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
  {
    draft,
    loaded,
    keptValues,
    damagedDraft,
  }: {
    draft: Signal<CalculatorDraft>;
    loaded: Signal<{ id: string; name: string } | undefined>;
    keptValues: Signal<KeptValues>;
    damagedDraft: Signal<Text | undefined>;
  },
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
    const values = keptValuesOf(fieldOf(kept, 'printedValues'));
    // Values entered meanwhile are newer than those kept.
    keptValues.value = { ...values, ...keptValues.peek() };
    const read = keptDraft === undefined ? undefined : readStoredDraft(keptDraft);
    if (draft.peek() === start && read?.ok) {
      draft.value = { ...read.value, snapshot: fitToModules(read.value.snapshot, keptValues.peek()) };
      loaded.value = isLoadedBoard(keptLoaded) ? keptLoaded : undefined;
    }
    // A kept board that cannot be read stays kept, and said, until the table discards it or enters another.
    if (draft.peek() === start && read && !read.ok) damagedDraft.value = read.error.message;
    const shownFirst = draft.peek();
    // Kept after the tap has been painted, never in its way; taps in between are written once, as the newest.
    effects.push(
      effect(() => {
        if (damagedDraft.value && draft.value === shownFirst) return;
        damagedDraft.value = undefined;
        const value = { draft: draft.value, loaded: loaded.value, printedValues: keptValues.value };
        afterPaint(() => void write(boards, value));
      }),
    );
  });
}

/** A change that replaced or removed what the table had entered: what it did, and its way back. */
export interface Replaced {
  readonly done: Text;
  readonly undoLabel: Text;
  readonly undo: () => Promise<void>;
}

const caballerosIn = (snapshot: SnapshotJson): number =>
  Object.values(snapshot.pieces).reduce(
    (sum, counts) => sum + Object.values(counts ?? {}).reduce((a: number, n) => a + (n ?? 0), 0),
    0,
  );
const hasCaballeros = (snapshot: SnapshotJson): boolean => caballerosIn(snapshot) > 0;

/**
 * A list worked out from signals that stays the very same list while its items do: what shows it is not
 * redrawn by a change that leaves it as it was (a count tapped outside the Castillo leaves the disks asked).
 */
function sameListOnceEqual<T>(work: () => readonly T[]) {
  let last: readonly T[] = [];
  return computed(() => {
    const next = work();
    if (next.length !== last.length || next.some((item, i) => item !== last[i])) last = next;
    return last;
  });
}

/** Runs `task` once the browser has painted the next frame (at once where there are no frames). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') return task();
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** The board a kept draft was last saved as or opened from, as this version writes it. */
const isLoadedBoard = (value: unknown): value is { id: string; name: string } =>
  typeof fieldOf(value, 'id') === 'string' && typeof fieldOf(value, 'name') === 'string';

/** Printed values as this version keeps them: up to three whole numbers by colony area; anything else is left aside. */
function keptValuesOf(value: unknown): KeptValues {
  const kept: KeptValues = {};
  if (!isRecord(value)) return kept;
  for (const area of EXTRA_AREA_IDS) {
    const values = value[area];
    // An area prints at most three values, each a whole number up to the most a piece is entered with.
    const printed = (n: unknown) => Number.isInteger(n) && Number(n) >= 0 && Number(n) <= LIMITS.printedValue;
    if (Array.isArray(values) && values.length <= 3 && values.every(printed)) kept[area] = values.map(Number);
  }
  return kept;
}

/**
 * Whether refitting a board took off something entered: a field that was given and is now gone or
 * different. What the refit only adds (Granada's starting state, kept printed values) takes nothing.
 */
function takesAnythingOff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(before).some(([key, value]) => {
    if (key === 'format' || value === undefined) return false;
    const now = fieldOf(after, key);
    if (key === 'printedValues' && isRecord(value)) {
      return Object.entries(value).some(([area, v]) => JSON.stringify(fieldOf(now, area)) !== JSON.stringify(v));
    }
    return JSON.stringify(now) !== JSON.stringify(value);
  });
}
