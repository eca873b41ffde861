import { computed, type Signal, signal } from '@preact/signals-core';
import { BLACK_IDS, type BoardAreaId, fieldOf, isOneOf, isRecord, type Text, words } from '../rules';
import { type CalculatorDraft, emptyDraft, nameAtTable, type SnapshotJson } from './draft';
import { blackIdsIn, entryAreas, fitToModules, formatOf, idsOnTable, moduleChoices, tableOf } from './draftTable';
import type { KeptValues } from './keptValues';
import { sameListOnceEqual } from './modelScope';
import { snapshotObject } from './snapshotObject';

/** A change that replaced or removed what the table had entered: what it did, and its way back. */
export interface Replaced {
  readonly done: Text;
  readonly undoLabel: Text;
  readonly undo: () => Promise<void>;
}

/** The saved board on screen, by id and name. */
export type LoadedBoard = { readonly id: string; readonly name: string };

/**
 * The board being entered: the draft in the snapshot format, what its modules put on the table, its
 * counts and their bounds, and the one way to change it (`edit`), with one undo for a change that
 * replaced or removed what the table had entered.
 */
export function createBoardDraft(keptValues: Signal<KeptValues>) {
  const draft = signal<CalculatorDraft>(emptyDraft());
  /** The saved board on screen: saving under its name updates it, under a new name makes another. */
  const loaded = signal<LoadedBoard | undefined>(undefined);
  /**
   * The names typed at this table, apart from the rest of the draft: what reads a name (the map, the
   * result) is not redrawn by a tapped count.
   */
  const names = computed(() => draft.value.names);
  /** A colour's name at this table: the one typed, or the colour's own name, capitalised alike everywhere. */
  const nameOf = (id: string) => nameAtTable(names.value, id);
  /** What the modules on put on the table: areas, black caballeros, roles, fields, kinds, options. */
  const table = computed(() => tableOf(draft.value.snapshot));
  /** The colours at the table in seat order, players then neutral colours: the same list while the seats stay. */
  const seated = sameListOnceEqual(() => [...draft.value.snapshot.players, ...draft.value.snapshot.neutral]);

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

  const countOf = (area: BoardAreaId, id: string) => draft.value.snapshot.pieces[area]?.[id] ?? 0;
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

  return {
    draft,
    loaded,
    lastReplaced,
    edit,
    replacing,
    refit,
    table,
    seated,
    nameOf,
    countOf,
    totalOf,
    supplyOf,
    mostOf,
    typedIdsIn,
    /** The edition entered, apart from the rest of the draft. */
    edition: computed(() => draft.value.snapshot.edition),
    /** The neutral colours, apart from the rest of the draft. */
    neutral: computed(() => draft.value.snapshot.neutral),
    /** Every id with caballeros at this table (colours, then the black sets the modules bring), while they stay. */
    ids: sameListOnceEqual(() => idsOnTable(draft.value.snapshot, table.value)),
    /** Who stands on the special spaces, and the Limit table, apart from the counts. */
    roles: computed(() => draft.value.snapshot.roles),
    limitTable: computed(() => draft.value.snapshot.limitTable),
    /** Takes back the last replacement or removal. */
    undoReplaced: async (): Promise<void> => {
      const last = lastReplaced.value;
      lastReplaced.value = undefined;
      await last?.undo();
    },
    /**
     * Whether putting `next` on screen would lose caballeros entered: the board on screen has some and is
     * not the same (then the screen asks first).
     */
    wouldLose: (next: CalculatorDraft | SnapshotJson) => {
      const nextSnapshot = 'snapshot' in next ? next.snapshot : next;
      const current = draft.value.snapshot;
      return caballerosIn(current) > 0 && JSON.stringify(current) !== JSON.stringify(nextSnapshot);
    },
    /** Caballeros on the board on screen, in all. */
    caballerosOnBoard: () => caballerosIn(draft.value.snapshot),
    /** The area after this one in scoring order where caballeros can stand, if any: the next to enter. */
    nextEntryArea: (area: BoardAreaId): BoardAreaId | undefined => {
      const areas = entryAreas(table.value);
      return areas[areas.indexOf(area) + 1];
    },
    /** The black caballeros that may stand in an area of this board. */
    blackIdsIn: (area: BoardAreaId) => blackIdsIn(table.value, area),
    /** The edition's modules, which are on, and why one cannot join those on. */
    moduleChoices: () => moduleChoices(draft.value.snapshot.edition, draft.value.snapshot.modules ?? []),
  };
}

export type BoardDraft = ReturnType<typeof createBoardDraft>;

const caballerosIn = (snapshot: SnapshotJson): number =>
  Object.values(snapshot.pieces).reduce(
    (sum, counts) => sum + Object.values(counts ?? {}).reduce((a: number, n) => a + (n ?? 0), 0),
    0,
  );

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
