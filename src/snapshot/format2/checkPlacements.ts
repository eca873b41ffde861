import { MOBILE_SCOREBOARD_IDS, words } from '../../rules';
import { barred, MUSLIM_GRANADA } from './areaBars';
import type { Problem } from './problem';
import { type BoardView, placeWords } from './view';

/** The King stands where this table lets him (snapshot format 2, "Areas"): never a Muslim Granada. */
export function checkKing(view: BoardView): Problem | undefined {
  const area = view.areaOf(view.snapshot.king);
  if (!area) return undefined;
  if (!area.king) return [['king'], barred(area, 'king', view.nameOf(area.id))];
  if (view.isMuslim(area.id)) return [['king'], MUSLIM_GRANADA.king];
  return undefined;
}

/** Each Grande stands where this table lets Grandes stand: never a Muslim Granada. */
export function checkGrandes(view: BoardView): Problem | undefined {
  for (const [p, name] of Object.entries(view.snapshot.grandes ?? {})) {
    const area = view.areaOf(name);
    if (!area) continue;
    if (!area.grandes) return [['grandes', p], barred(area, 'grande', view.nameOf(area.id))];
    if (view.isMuslim(area.id)) return [['grandes', p], MUSLIM_GRANADA.grande];
  }
  return undefined;
}

/** The mobile scoreboards lie apart, each on an area that is scored. */
export function checkMobileScoreboards(view: BoardView): Problem | undefined {
  const boards = view.snapshot.mobileScoreboards ?? {};
  for (const id of MOBILE_SCOREBOARD_IDS) {
    const area = boards[id] === undefined ? undefined : view.areaOf(boards[id]);
    if (area && !area.mobileScoreboard) {
      return [
        ['mobileScoreboards', id],
        words('snapshot.scoreboards.unscored', { id, on: placeWords(area.id, view.nameOf(area.id), 'on') }),
      ];
    }
  }
  const [a, b] = [boards['8-4-0'], boards['4-0-0']];
  if (a !== undefined && b !== undefined && view.areaOf(a) === view.areaOf(b)) {
    return [['mobileScoreboards', '4-0-0'], words('snapshot.scoreboards.together', { area: b })];
  }
  return undefined;
}

/** The quarantined region is one of the nine, and one of the mobile scoreboards lies on it (002:1049-1051). */
export function checkQuarantine(view: BoardView): Problem | undefined {
  const name = view.snapshot.quarantine;
  const area = name === undefined ? undefined : view.areaOf(name);
  if (!area) return undefined;
  if (!area.diskTarget) {
    return [['quarantine'], words('snapshot.quarantine.notARegion', { area: view.nameOf(area.id) })];
  }
  const boards = view.snapshot.mobileScoreboards ?? {};
  const covered = MOBILE_SCOREBOARD_IDS.some((id) => boards[id] !== undefined && view.areaOf(boards[id]) === area);
  if (!covered) {
    return [['quarantine'], words('snapshot.quarantine.noScoreboard', { area: view.nameOf(area.id) })];
  }
  return undefined;
}

/** The Grande/King stands where `king` says: his region is the King's (002:794-796). */
export function checkRevolution(view: BoardView): Problem | undefined {
  const p = view.snapshot.revolution?.grande;
  if (p === undefined) return undefined;
  const at = view.snapshot.grandes?.[p];
  if (at === undefined) return [['revolution', 'grande'], words('snapshot.revolution.noGrande', { id: p })];
  const area = view.areaOf(at);
  if (area && area.id !== view.king) {
    const king = view.king === undefined ? view.snapshot.king : view.nameOf(view.king);
    return [
      ['revolution', 'grande'],
      words('snapshot.revolution.elsewhere', { id: p, in: placeWords(area.id, view.nameOf(area.id)), king }),
    ];
  }
  return undefined;
}
