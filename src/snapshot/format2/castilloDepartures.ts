import { type BoardAreaId, CASTILLO } from '../../rules';
import { toBoardAreaId } from './boardAreaNames';
import type { BoardView } from './view';

/** One id's caballeros leaving the Castillo at a general scoring. */
export interface Departure {
  readonly id: string;
  readonly count: number;
  /** The region on the disk that sends them (held black caballeros: their holder's), if one is named. */
  readonly disk: BoardAreaId | undefined;
  /** Back to the court: no disk, or it names the King's region (or, by option, the quarantined one). */
  readonly toCourt: boolean;
}

/**
 * Where the Castillo's caballeros go at a general scoring, as snapshot format 2 ("General scoring",
 * step 3) sends them: nowhere while the King stands beside the Castillo.
 */
export function castilloDepartures(view: BoardView): { readonly kept: boolean; readonly departures: Departure[] } {
  const kept = view.kingRegion === CASTILLO;
  if (kept) return { kept, departures: [] };
  const disks = view.snapshot.castilloDestinations ?? {};
  const diskOf = (id: string) => {
    const holder = id === 'church' || id === 'inquisitor' ? view.holderOf(id) : null;
    const named = disks[holder ?? id];
    return named === undefined ? undefined : toBoardAreaId(named);
  };
  const taboo = (d: BoardAreaId) =>
    d === view.kingRegion || (d === view.quarantine && view.options.quarantineDisk === 'return-to-court');
  const inCastillo = view.pieces.get(CASTILLO)?.counts ?? {};
  const departures: Departure[] = [];
  for (const id of new Set([...view.players, ...view.neutral, ...view.black])) {
    const count = inCastillo[id] ?? 0;
    if (count === 0) continue;
    const disk = diskOf(id);
    departures.push({ id, count, disk, toCourt: disk === undefined || taboo(disk) });
  }
  return { kept, departures };
}
