import { type BlackId, blackMayStand } from '../../rules';
import { barred } from './areaBars';
import { BLACK_WORDS } from './idWords';
import type { Problem } from './problem';
import type { BoardView } from './view';

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
      const blackWords = black && isBlack(who) ? BLACK_WORDS[who] : undefined;
      const most = black?.most ?? perColour;
      if (n > most) {
        return [
          ['pieces', key, who],
          blackWords
            ? `${n} black caballeros is impossible: ${blackWords} are only ${most}`
            : `${n} caballeros is impossible: a colour has only ${perColour}`,
        ];
      }
      const kept =
        black &&
        isBlack(who) &&
        n > 0 &&
        (!blackMayStand(view.table, who, id) || (black.closedToMuslimGranada === true && view.isMuslim(id)));
      if (kept && blackWords) {
        const muslim = view.isMuslim(id) ? ' while it is Muslim' : '';
        const cite = who === 'church' && area.type !== 'holding' ? ' (000:483)' : '';
        return [['pieces', key, who], `${blackWords} never stand in ${name}${muslim}${cite}`];
      }
      const total = (totals.get(who) ?? 0) + n;
      if (total > most) {
        return [
          ['pieces', key, who],
          blackWords
            ? `brings ${blackWords} to ${total} on the board: they are only ${most}`
            : `brings ${who} to ${total} caballeros on the board: a colour has only ${perColour}`,
        ];
      }
      totals.set(who, total);
      inArea += n;
    }
    if (area.holdsAtMost !== undefined && inArea > area.holdsAtMost) {
      return [['pieces', key], `holds ${inArea} caballeros: ${barred(area, 'room', name)}`];
    }
  }
  return undefined;
}
