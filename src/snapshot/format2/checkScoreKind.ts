import { MOBILE_SCOREBOARD_VALUES, type TableArea, type Words, words } from '../../rules';
import { notADiskRegion } from './checkDisks';
import type { Problem } from './problem';
import { GOLD_DISCS, WARES_DISCS } from './schema2';
import type { BoardView } from './view';

/** Caballeros in Granada, of all ids together, for it to fall (000:473). */
const GRANADA_FALLS_AT = 12;

/** Why an area cannot be scored by name (`area`, `areas`), if it cannot. */
function notScorable(view: BoardView, area: TableArea): Words | undefined {
  if (area.type === 'holding' || area.type === 'exile')
    return words('snapshot.score.neverScored', { area: view.nameOf(area.id) });
  if (view.isMuslim(area.id)) return words('snapshot.score.muslim', { area: view.nameOf(area.id) });
  return undefined;
}

/** First values some area of this board could ever show: printed, entered, and the mobile scoreboards'. */
function firstValues(view: BoardView): number[] {
  const values = new Set<number>(Object.values(MOBILE_SCOREBOARD_VALUES).map(([first]) => first));
  for (const id of view.table.scoredRegions) {
    const spec = view.table.area(id)?.values;
    if (spec?.from === 'printed') values.add(spec.values[0]);
    if (spec?.from === 'entered') {
      for (const [name, entered] of Object.entries(view.snapshot.printedValues ?? {})) {
        const [first] = entered;
        if (view.areaOf(name)?.id === id && first !== undefined) values.add(first);
      }
    }
  }
  return [...values].sort((a, b) => a - b);
}

/** What the scoring names fits it: areas that are scored, a first value some area shows, disk regions, a Granada ready to fall, discs the game has. */
export function checkScoreKind(view: BoardView): Problem | undefined {
  const score = view.snapshot.score;
  switch (score.kind) {
    case 'area': {
      const area = view.areaOf(score.area);
      const why = area && notScorable(view, area);
      return why ? [['score', 'area'], why] : undefined;
    }
    case 'areas': {
      const seen = new Set<string>();
      for (const [i, name] of score.areas.entries()) {
        const area = view.areaOf(name);
        if (!area) continue;
        const why = notScorable(view, area);
        if (why) return [['score', 'areas', i], why];
        if (seen.has(area.id))
          return [['score', 'areas', i], words('snapshot.score.twice', { area: view.nameOf(area.id) })];
        seen.add(area.id);
      }
      return undefined;
    }
    case 'top-value': {
      const shown = firstValues(view);
      const i = score.values.findIndex((value) => !shown.includes(value));
      return i < 0
        ? undefined
        : [
            ['score', 'values', i],
            words('snapshot.firstValue.unknown', { value: String(score.values[i]), values: shown.join(', ') }),
          ];
    }
    case 'unique-choices': {
      for (const [p, name] of Object.entries(score.choices)) {
        const notADisk = notADiskRegion(view, name);
        if (notADisk) return [['score', 'choices', p], notADisk];
      }
      return undefined;
    }
    case 'granada-conquest': {
      if (view.snapshot.granada !== 'muslim') {
        return [['score', 'kind'], words('snapshot.granada.conquered')];
      }
      const held = Object.values(view.pieces.get('granada')?.counts ?? {}).reduce((sum, n) => sum + n, 0);
      return held >= GRANADA_FALLS_AT
        ? undefined
        : [['score', 'kind'], words('snapshot.granada.notFalling', { held, at: GRANADA_FALLS_AT })];
    }
    case 'delivery': {
      const all = Object.values(score.deliveries);
      const gold = all.reduce((sum, d) => sum + d.gold, 0);
      const wares = all.reduce((sum, d) => sum + d.wares, 0);
      if (gold > GOLD_DISCS) {
        return [
          ['score', 'deliveries'],
          words('snapshot.delivery.tooMany', { disc: 'gold', count: gold, most: GOLD_DISCS }),
        ];
      }
      if (wares > WARES_DISCS) {
        return [
          ['score', 'deliveries'],
          words('snapshot.delivery.tooMany', { disc: 'wares', count: wares, most: WARES_DISCS }),
        ];
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
