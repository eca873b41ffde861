import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaMarksLayout, COUNT_RADIUS, GRANDE_SIZE, MARK_BELOW } from '../../src/ui/map/areaMarksLayout';

type Box = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Everything drawn under an area's label, as boxes: circles, their marks (18 px text), squares, the notes' line. */
function boxes(counts: number, grandes: number, marks: boolean) {
  const layout = areaMarksLayout(100, 200, { counts, grandes, marks });
  const drawn: { what: string; box: Box }[] = [];
  for (const [cx, cy] of layout.counts) {
    const r = COUNT_RADIUS;
    drawn.push({ what: `count ${cx},${cy}`, box: { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r } });
    if (marks)
      drawn.push({
        what: `mark ${cx},${cy}`,
        box: { left: cx - 16, top: cy + MARK_BELOW - 14, right: cx + 16, bottom: cy + MARK_BELOW + 4 },
      });
  }
  for (const [gx, gy] of layout.grandes)
    drawn.push({
      what: `grande ${gx},${gy}`,
      box: { left: gx, top: gy, right: gx + GRANDE_SIZE, bottom: gy + GRANDE_SIZE },
    });
  // A note is one line across the area, 17 px text on its baseline.
  drawn.push({ what: 'notes', box: { left: -1000, top: layout.noteY - 14, right: 1000, bottom: layout.noteY + 4 } });
  return drawn;
}

describe("an area's marks on the map", () => {
  it('keep the places the map has always used for one row of counts and no special spaces', () => {
    const layout = areaMarksLayout(100, 200, { counts: 4, grandes: 2, marks: false });
    expect(layout.counts).toEqual([
      [43, 200],
      [81, 200],
      [119, 200],
      [157, 200],
    ]);
    expect(layout.grandes).toEqual([
      [40, 228],
      [64, 228],
    ]);
    expect(layout.noteY).toBe(266);
    expect(areaMarksLayout(100, 200, { counts: 2, grandes: 0, marks: false }).noteY).toBe(266);
  });

  it('put a fifth colour on a second row, and the Grandes in its free places rather than over it', () => {
    const layout = areaMarksLayout(100, 200, { counts: 5, grandes: 2, marks: false });
    expect(layout.counts[4]).toEqual([43, 238]);
    // Centred on the second and third places of the second row.
    expect(layout.grandes).toEqual([
      [72, 229],
      [110, 229],
    ]);
  });

  it('put the Grandes under a full second row', () => {
    const layout = areaMarksLayout(100, 200, { counts: 8, grandes: 1, marks: false });
    expect(layout.grandes[0]![1]).toBeGreaterThan(238 + COUNT_RADIUS);
  });

  it('never draw one mark over another, for any number of colours, Grandes and special spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), (n, g, marks) => {
        const drawn = boxes(n, g, marks);
        for (const [i, a] of drawn.entries())
          for (const b of drawn.slice(i + 1)) expect(overlap(a.box, b.box), `${a.what} and ${b.what}`).toBe(false);
      }),
    );
  });
});
