import type { ComponentChildren } from 'preact';

/** One player's row of an `AreaGrid`: its name for screen readers, what stands at its head, a cell per area. */
export interface AreaGridRow<T extends string> {
  readonly key: string;
  /** `radiogroup` where the row picks one area, else `group`. */
  readonly role: 'radiogroup' | 'group';
  /** The row's accessible name ("Red's disk", "Red gives back 3 caballeros"). */
  readonly label: string;
  readonly head: ComponentChildren;
  readonly cell: (area: T) => ComponentChildren;
}

/**
 * Every player's entry at once in one compact grid: a row per player, a column per area with its name
 * written upwards at the top, 44 px cells. Five players take the height of five buttons below the names,
 * so a step that asks every player something stays whole on a tablet beside the map. On a screen too
 * narrow for every area the grid scrolls sideways within the step, never up and down.
 */
export function AreaGrid<T extends string>({
  label,
  areas,
  areaHead,
  caption,
  rows,
}: {
  /** The whole grid's name ("Secret disks"). */
  label: string;
  areas: readonly T[];
  /** An area's column head: the name the board prints, with any mark (the King's region). */
  areaHead: (area: T) => ComponentChildren;
  /** What the grid is for, in the corner above the players' names. */
  caption?: string | undefined;
  rows: readonly AreaGridRow<T>[];
}) {
  return (
    <div class="area-grid-frame">
      <div class="area-grid" role="group" aria-label={label} style={{ '--grid-areas': areas.length }}>
        <div class="area-grid-row area-grid-heads" aria-hidden="true">
          <span class="area-grid-caption">{caption}</span>
          {areas.map((a) => (
            <span key={a} class="area-grid-area">
              {areaHead(a)}
            </span>
          ))}
        </div>
        {rows.map((row) => (
          <div key={row.key} class="area-grid-row" role={row.role} aria-label={row.label}>
            <span class="area-grid-head">{row.head}</span>
            {areas.map((a) => (
              <span key={a} class="area-grid-cell">
                {row.cell(a)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
