import { describe, expect, it } from 'vitest';
import { EXTRA_AREA_IDS } from '../../src/rules';
import { BESIDE_THE_BOARD, EXTRA_SHAPES, LAND_SHAPES, MAP_HEIGHT, MAP_SHAPES } from '../../src/ui/map/mapGeometry';

type P = readonly [number, number];
const polygon = (points: string): P[] =>
  points.split(' ').map((xy) => {
    const [x = Number.NaN, y = Number.NaN] = xy.split(',').map(Number);
    return [x, y];
  });

/** Even-odd rule: is the point strictly inside the polygon? */
function inside([x, y]: P, poly: readonly P[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] ?? [0, 0];
    const [xj, yj] = poly[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe('the areas the variants and expansions add to the map', () => {
  it('draws every extra area, each label inside its own outline', () => {
    for (const area of EXTRA_AREA_IDS) {
      const shape = EXTRA_SHAPES[area];
      expect(polygon(shape.points).length, area).toBeGreaterThanOrEqual(4);
      expect(inside(shape.label, polygon(shape.points)), area).toBe(true);
    }
  });

  it('puts France and Portugal on the land beside Spain, France to the north-east and Portugal to the west', () => {
    const land = (name: string) => LAND_SHAPES.find((l) => l.name === name)?.points;
    expect(EXTRA_SHAPES.france.points).toBe(land('France'));
    expect(EXTRA_SHAPES.portugal.points).toBe(land('Portugal'));
    const [galiciaX, galiciaY] = MAP_SHAPES.galicia.label;
    const [franceX, franceY] = EXTRA_SHAPES.france.label;
    expect(franceX).toBeGreaterThan(galiciaX);
    expect(franceY).toBeLessThan(galiciaY);
    expect(EXTRA_SHAPES.portugal.label[0]).toBeLessThan(MAP_SHAPES['castilla-la-nueva'].label[0]);
  });

  it('lays the Ship, the colonies and the jail in a row beside the board, apart from each other', () => {
    const boxes = BESIDE_THE_BOARD.map((area) => polygon(EXTRA_SHAPES[area].points));
    for (const box of boxes) for (const [, y] of box) expect(y).toBeGreaterThan(MAP_HEIGHT);
    boxes.forEach((box, i) => {
      for (const other of boxes.slice(i + 1)) for (const corner of other) expect(inside(corner, box)).toBe(false);
    });
  });
});
