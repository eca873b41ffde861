/** How far apart the count circles stand, and their radius, in map units. */
export const COUNT_STEP = 38;
export const COUNT_RADIUS = 17;
const PER_ROW = 4;
/** A row of counts with special-space marks under it is taller by the marks' line. */
const MARKS_LINE = 18;
/** Below a count's centre: its mark's baseline. */
export const MARK_BELOW = 34;
export const GRANDE_SIZE = 18;
const GRANDE_STEP = 24;

export interface AreaMarksLayout {
  /** Each count circle's centre, in the order the counts are drawn. */
  readonly counts: readonly (readonly [number, number])[];
  /** Each Grande square's top-left corner. */
  readonly grandes: readonly (readonly [number, number])[];
  /** The baseline of the notes' line. */
  readonly noteY: number;
}

/**
 * Where an area's marks go below its label point (x, y): the counts four to a row, each row lower by a
 * line when any colour there holds a special space (its mark is drawn under its count), then the Grandes'
 * squares (in the last row's free places when the counts take more than one row), then the notes — so that
 * five colours, a dummy or black caballeros in one area, with Grandes, never draw one over another. One
 * row and no marks keep the places the map has always used.
 */
export function areaMarksLayout(
  x: number,
  y: number,
  { counts, grandes, marks }: { readonly counts: number; readonly grandes: number; readonly marks: boolean },
): AreaMarksLayout {
  const rowStep = COUNT_STEP + (marks ? MARKS_LINE : 0);
  const rows = Math.max(1, Math.ceil(counts / PER_ROW));
  const lastRow = y + (rows - 1) * rowStep;
  const inLastRow = counts - (rows - 1) * PER_ROW;
  // Counts on more than one row: the squares take the last row's free places, if enough, to stay
  // inside the area; otherwise they start below the last row (and below its marks' line).
  const besideCounts = rows > 1 && grandes <= PER_ROW - inLastRow;
  const grandeY = besideCounts ? lastRow - GRANDE_SIZE / 2 : lastRow + (marks ? MARK_BELOW + 8 : 28);
  // Under the squares, the notes keep their line whether or not there are any.
  const belowAll = besideCounts ? lastRow + (marks ? MARK_BELOW + 22 : 38) : grandeY + GRANDE_SIZE + 20;
  return {
    counts: Array.from({ length: counts }, (_, i) => [
      x - 57 + (i % PER_ROW) * COUNT_STEP,
      y + Math.floor(i / PER_ROW) * rowStep,
    ]),
    grandes: Array.from({ length: grandes }, (_, i) => [
      besideCounts ? x - 57 + (inLastRow + i) * COUNT_STEP - GRANDE_SIZE / 2 : x - 60 + i * GRANDE_STEP,
      grandeY,
    ]),
    noteY: belowAll,
  };
}
