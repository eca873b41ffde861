import { describe, expect, it } from 'vitest';

import { AREA_IDS, AREAS, type AreaId, CASTILLO, REGION_IDS } from '../../src/rules';
import { LAND_SHAPES, MAP_SHAPES, OUTLINES } from '../../src/ui/map/mapGeometry';

type P = readonly [number, number];
const polygon = (points: string): P[] => points.split(' ').map((xy) => xy.split(',').map(Number) as unknown as P);
const edges = (outline: readonly string[]) =>
  outline.map((p, i) => [p, outline[(i + 1) % outline.length]!].sort().join('|'));
const sharesBorder = (a: AreaId, b: AreaId) => edges(OUTLINES[a]).some((e) => edges(OUTLINES[b]).includes(e));

/** Even-odd rule: is the point strictly inside the polygon? */
function inside([x, y]: P, poly: readonly P[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
/** Do two segments cross at a point inside both (touching ends do not count)? */
const crosses = (a: P, b: P, c: P, d: P) => cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;

describe('the map of Spain', () => {
  it('two regions share a border exactly when the rules make them neighbours; the Castillo borders nothing', () => {
    for (const a of REGION_IDS) {
      for (const b of REGION_IDS) {
        if (a === b) continue;
        expect(sharesBorder(a, b), `${a} and ${b}`).toBe((AREAS[a].neighbours as readonly string[]).includes(b));
      }
      expect(sharesBorder(a, CASTILLO)).toBe(false);
    }
  });

  it('no two outlines cross, and no area lies inside another or inside France or Portugal', () => {
    const shapes = [
      ...AREA_IDS.map((area) => ({ name: area, poly: polygon(MAP_SHAPES[area].points) })),
      ...LAND_SHAPES.map((l) => ({ name: l.name, poly: polygon(l.points) })),
    ];
    for (const [i, s] of shapes.entries()) {
      for (const t of shapes.slice(i + 1)) {
        for (const [k, a] of s.poly.entries()) {
          const b = s.poly[(k + 1) % s.poly.length]!;
          for (const [m, c] of t.poly.entries())
            expect(crosses(a, b, c, t.poly[(m + 1) % t.poly.length]!), `${s.name} crosses ${t.name}`).toBe(false);
          // A corner the two outlines share lies on both borders, not inside either.
          if (!t.poly.some((q) => q[0] === a[0] && q[1] === a[1]))
            expect(inside(a, t.poly), `${s.name} has a corner inside ${t.name}`).toBe(false);
        }
      }
    }
  });

  it('each area has room for its name, values and up to eight caballero counts inside its own outline', () => {
    const outside: Record<string, P[]> = {};
    for (const area of AREA_IDS) {
      const [x, y] = MAP_SHAPES[area].label;
      // The label block the map draws: values 56 above, counts in two rows of four below.
      const corners: P[] =
        area === CASTILLO
          ? [
              [x - 60, y - 40],
              [x + 60, y - 40],
              [x - 60, y + 45],
              [x + 60, y + 45],
            ]
          : [
              [x - 76, y - 74],
              [x + 76, y - 74],
              [x - 76, y + 57],
              [x + 76, y + 57],
            ];
      const out = corners.filter((corner) => !inside(corner, polygon(MAP_SHAPES[area].points)));
      if (out.length > 0) outside[`${area} at ${x},${y}`] = out;
    }
    expect(outside).toEqual({});
  });
});
