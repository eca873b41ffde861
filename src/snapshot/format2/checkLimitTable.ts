import { words } from '../../rules';
import { barred, limitTableBarred } from './areaBars';
import type { Problem } from './problem';
import type { BoardView } from './view';

/** The Limit table stands in a region it may stand in, holding no more than its spaces and the caballeros there. */
export function checkLimitTable(view: BoardView): Problem | undefined {
  const table = view.snapshot.limitTable;
  const area = table ? view.areaOf(table.area) : undefined;
  if (!table || !area) return undefined;
  const name = view.nameOf(area.id);
  if (area.type !== 'region' || limitTableBarred(area))
    return [['limitTable', 'area'], barred(area, 'limitTable', name)];
  let seated = 0;
  for (const [id, n] of Object.entries(table.onTable)) {
    const here = view.count(area.id, id);
    if (n > here) {
      return [['limitTable', 'onTable', id], words('snapshot.limitTable.more', { count: n, id, here, area: name })];
    }
    seated += n;
  }
  const spaces = view.limitTableSpaces;
  if (seated > spaces) {
    return [
      ['limitTable', 'onTable'],
      words('snapshot.limitTable.full', { seated, spaces, players: view.players.length }),
    ];
  }
  return undefined;
}
