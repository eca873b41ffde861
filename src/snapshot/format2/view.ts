import {
  areaWords,
  BLACK_IDS,
  type BlackId,
  type BoardAreaId,
  CASTILLO,
  EDITIONS,
  type Edition,
  type ModuleId,
  type ModuleOptions,
  type ModuleTable,
  moduleOptionsOf,
  moduleTable,
  type TableArea,
  type Words,
  words,
} from '../../rules';
import { toBoardAreaId } from './boardAreaNames';
import { optionsGiven } from './optionsGiven';
import type { Snapshot2 } from './schema2';

/**
 * A format-2 snapshot whose fields passed their own checks and whose modules go together, seen
 * through the table those modules make: areas by their canonical ids, the options in force, who is who.
 */
export interface BoardView {
  readonly snapshot: Snapshot2;
  readonly table: ModuleTable;
  readonly edition: Edition;
  readonly modules: readonly ModuleId[];
  readonly options: ModuleOptions;
  readonly players: readonly string[];
  readonly neutral: readonly string[];
  /** Black ids this table puts on the board (`church`, `inquisitor`). */
  readonly black: readonly BlackId[];
  /** Ids that may have caballeros: players, neutral ids and the black ids on this table. */
  readonly pieceIds: ReadonlySet<string>;
  /** The area a name of the snapshot stands for, if any. */
  readonly areaOf: (name: string) => TableArea | undefined;
  /** The name the edition gives an area, for messages ("the Castillo" reads as one). */
  readonly nameOf: (area: BoardAreaId) => Words;
  /** Caballeros per canonical area, with the key the snapshot used for it. */
  readonly pieces: ReadonlyMap<
    BoardAreaId,
    { readonly key: string; readonly counts: Readonly<Record<string, number>> }
  >;
  readonly count: (area: BoardAreaId, id: string) => number;
  readonly king: BoardAreaId | undefined;
  /** The King's region for a scoring: none while he is in exile. */
  readonly kingRegion: BoardAreaId | undefined;
  /** True for Granada while it is Muslim: it takes no King, Grande or Church caballero and is never scored. */
  readonly isMuslim: (area: BoardAreaId) => boolean;
  readonly quarantine: BoardAreaId | undefined;
  readonly holderOf: (black: BlackId) => string | null;
  /** Spaces on the Limit table: 6 with 2–3 players, 10 with 4–5 (002:1151-1152). */
  readonly limitTableSpaces: number;
}

export function viewOf(snapshot: Snapshot2): BoardView {
  const modules = snapshot.modules ?? [];
  const table = moduleTable(modules);
  const edition = EDITIONS[snapshot.edition];
  const neutral = snapshot.neutral ?? [];
  const black = BLACK_IDS.filter((id) => table.black[id] !== undefined);
  const pieces = new Map<BoardAreaId, { key: string; counts: Readonly<Record<string, number>> }>();
  for (const [key, counts] of Object.entries(snapshot.pieces)) {
    const area = toBoardAreaId(key);
    if (area !== undefined && !pieces.has(area)) pieces.set(area, { key, counts });
  }
  const areaOf = (name: string) => {
    const id = toBoardAreaId(name);
    return id === undefined ? undefined : table.area(id);
  };
  const king = toBoardAreaId(snapshot.king);
  return {
    snapshot,
    table,
    edition,
    modules,
    options: moduleOptionsOf(modules, optionsGiven(snapshot.rules)),
    players: snapshot.players,
    neutral,
    black,
    pieceIds: new Set([...snapshot.players, ...neutral, ...black]),
    areaOf,
    nameOf: (id) => (id === CASTILLO ? words('snapshot.theCastillo') : areaWords(edition.id, id)),
    pieces,
    count: (area, id) => pieces.get(area)?.counts[id] ?? 0,
    king,
    kingRegion: king !== undefined && table.area(king)?.type !== 'exile' ? king : undefined,
    isMuslim: (area) => area === 'granada' && snapshot.granada === 'muslim',
    quarantine: snapshot.quarantine === undefined ? undefined : toBoardAreaId(snapshot.quarantine),
    holderOf: (id) => snapshot[id]?.holder ?? null,
    limitTableSpaces: snapshot.players.length <= 3 ? 6 : 10,
  };
}

// Areas whose name carries an article, so a language may join it to the word before ("im Schiff").
const ARTICLED: readonly BoardAreaId[] = [CASTILLO, 'ship', 'mediterranean', 'jail'];

/** Where something stands, as a message says it: "in Galicia", "in the Ship" (`on`: "on the jail"). */
export const placeWords = (id: BoardAreaId, name: Words, how: 'in' | 'on' = 'in'): Words =>
  ARTICLED.includes(id) ? words(`snapshot.${how}.${id}`) : words(`snapshot.${how}`, { area: name });

/** The edition and modules of a board, as `needsModule` asks for them. */
export const boardOf = (view: BoardView) => ({ edition: view.edition.id, modules: view.modules });
