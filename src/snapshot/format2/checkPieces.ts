import { type BlackId, blackMayStand, words } from '../../rules';
import { barred } from './areaBars';
import { blackWords } from './idWords';
import type { Problem } from './problem';
import { type BoardView, placeWords } from './view';

const isBlack = (id: string): id is BlackId => id === 'church' || id === 'inquisitor';

/**
 * The caballeros on the board fit the game: no caballero in an exile space, no colour beyond its 30 (36
 * with Grand Inquisitor & the Colonies), no black id beyond its pieces or where they never go, and no
 * area beyond its room.
 */
export function checkPieces(view: BoardView): Problem | undefined {
  const perColour = view.table.caballerosPerColour;
  const totals = new Map<string, number>();
  for (const [id, { key, counts }] of view.pieces) {
    const area = view.table.area(id);
    if (!area) continue;
    const name = view.nameOf(id);
    if (area.type === 'exile') return [['pieces', key], barred(area, 'caballeros', name)];
    let inArea = 0;
    for (const [who, n] of Object.entries(counts)) {
      const black = isBlack(who) ? view.table.black[who] : undefined;
      const blackId = black && isBlack(who) ? who : undefined;
      const most = black?.most ?? perColour;
      if (n > most) {
        return [
          ['pieces', key, who],
          blackId
            ? words('snapshot.black.tooMany', { count: n, black: blackWords(blackId), most })
            : words('snapshot.count.tooMany', { count: n, most: perColour }),
        ];
      }
      const kept =
        black &&
        isBlack(who) &&
        n > 0 &&
        (!blackMayStand(view.table, who, id) || (black.closedToMuslimGranada === true && view.isMuslim(id)));
      if (kept && blackId) {
        const muslim = view.isMuslim(id) ? 'yes' : 'no';
        const cite = who === 'church' && area.type !== 'holding' ? 'yes' : 'no';
        return [
          ['pieces', key, who],
          words('snapshot.black.never', { black: blackWords(blackId), in: placeWords(id, name), muslim, cite }),
        ];
      }
      const total = (totals.get(who) ?? 0) + n;
      if (total > most) {
        return [
          ['pieces', key, who],
          blackId
            ? words('snapshot.black.total', { black: blackWords(blackId), total, most })
            : words('snapshot.pieces.colourTotal', { id: who, total, most: perColour }),
        ];
      }
      totals.set(who, total);
      inArea += n;
    }
    if (area.holdsAtMost !== undefined && inArea > area.holdsAtMost) {
      return [['pieces', key], words('snapshot.pieces.noRoom', { count: inArea, why: barred(area, 'room', name) })];
    }
  }
  return undefined;
}
