import { AreaGrid, type AreaGridRow } from './AreaGrid';

/**
 * One region chosen per player, every player at once, in one compact grid: a row per player, a column
 * per region, one tap a choice (open secret disks, the region each player loses one from). Each row is
 * that player's radio group ("Red's disk"), each cell a radio named by its region, so a screen reader,
 * the tests and `npm run drive` read it as the row of buttons it replaces.
 */
export function PlayerChoiceTable<T extends string>({
  players,
  chosen,
  labelOf,
  regionsFor,
  nameOf,
  areaName,
  shortName,
  marked,
  countOf,
  caption,
  label,
  order,
  onSet,
}: {
  /** The board's order of the regions, when the players' lists may each hold only some of them. */
  order?: readonly T[];
  /** The whole table's name ("Secret disks"). */
  label: string;
  players: readonly string[];
  chosen: Readonly<Record<string, T>>;
  /** Each player's radio group's name ("Red's disk"). */
  labelOf: (player: string) => string;
  regionsFor: (player: string) => readonly T[];
  nameOf: (id: string) => string;
  areaName: (region: T) => string;
  shortName: (region: T) => string;
  /** What the disks are for, in the table's corner above the players' names. */
  caption?: string;
  /** What each player has at stake, shown under their name (their Castillo caballeros), if anything. */
  countOf?: (player: string) => string | undefined;
  /** A word shown beside a region's name (the King's region), if any. */
  marked?: (region: T) => string | undefined;
  onSet: (player: string, region: T) => void;
}) {
  const offered = new Map(players.map((p) => [p, new Set(regionsFor(p))]));
  // Every region any player may name, in board order where it is given, else in the order the engine gives them.
  const named = new Set(players.flatMap((p) => regionsFor(p)));
  const regions = order ? order.filter((r) => named.has(r)) : [...named];
  return (
    <AreaGrid<T>
      label={label}
      caption={caption}
      areas={regions}
      areaHead={(r) => (
        <>
          {shortName(r)}
          {marked?.(r) && <span class="tag"> {marked(r)}</span>}
        </>
      )}
      rows={players.map(
        (p): AreaGridRow<T> => ({
          key: p,
          role: 'radiogroup',
          label: labelOf(p),
          head: (
            <span class="area-grid-name" title={nameOf(p)}>
              {nameOf(p)}
              {countOf?.(p) !== undefined && <span class="area-grid-note">{countOf(p)}</span>}
            </span>
          ),
          cell: (r) => (
            <button
              type="button"
              role="radio"
              class={chosen[p] === r ? 'grid-cell is-chosen' : 'grid-cell'}
              aria-checked={chosen[p] === r}
              aria-label={areaName(r)}
              disabled={!offered.get(p)?.has(r)}
              onClick={() => onSet(p, r)}
            />
          ),
        }),
      )}
    />
  );
}
