import { words } from '../../rules';
import { toBoardAreaId } from './boardAreaNames';
import { needsModule } from './moduleWords';
import type { Problem } from './problem';
import { type BoardView, boardOf } from './view';

type Named = readonly [path: readonly (string | number)[], name: string];

/** Where the snapshot names an area for what stands or happens there (secret disks are checked on their own). */
function areaNames(view: BoardView): Named[] {
  const s = view.snapshot;
  const named: Named[] = [[['king'], s.king]];
  for (const [p, at] of Object.entries(s.grandes ?? {})) named.push([['grandes', p], at]);
  for (const [board, at] of Object.entries(s.mobileScoreboards ?? {})) {
    if (at !== undefined) named.push([['mobileScoreboards', board], at]);
  }
  for (const at of Object.keys(s.printedValues ?? {})) named.push([['printedValues', at], at]);
  for (const at of Object.keys(s.pieces)) named.push([['pieces', at], at]);
  if (s.limitTable) named.push([['limitTable', 'area'], s.limitTable.area]);
  if (s.quarantine !== undefined) named.push([['quarantine'], s.quarantine]);
  const score = s.score;
  if (score.kind === 'area') named.push([['score', 'area'], score.area]);
  if (score.kind === 'areas') for (const [i, at] of score.areas.entries()) named.push([['score', 'areas', i], at]);
  if (score.kind === 'general') {
    for (const [i, move] of (score.interludeMoves ?? []).entries()) {
      named.push([['score', 'interludeMoves', i, 'from'], move.from], [['score', 'interludeMoves', i, 'to'], move.to]);
    }
  }
  return named;
}

/** Every area the snapshot names is on this table: an area a module brings needs that module. */
export function checkAreasOn(view: BoardView): Problem | undefined {
  for (const [path, name] of areaNames(view)) {
    const id = toBoardAreaId(name);
    if (id === undefined || view.table.area(id)) continue;
    const needs = needsModule(boardOf(view), 'comesWith', (m) => m.areas?.some((a) => a.id === id) ?? false);
    return [path, words('snapshot.needs', { what: view.nameOf(id), needs })];
  }
  const seen = new Map<string, string>();
  for (const key of Object.keys(view.snapshot.pieces)) {
    const id = toBoardAreaId(key) ?? key;
    const earlier = seen.get(id);
    if (earlier !== undefined) return [['pieces', key], words('snapshot.area.sameAs', { earlier })];
    seen.set(id, key);
  }
  return undefined;
}
