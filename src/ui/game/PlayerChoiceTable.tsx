import { useId } from 'preact/hooks';

/**
 * One region chosen per player, every player at once, in one compact table: a row per region, a column
 * per player, one tap a choice (open secret disks, the region each player loses one from). Each column
 * is that player's radio group ("Red's disk"), each cell a radio named by its region, so a screen
 * reader, the tests and `npm run drive` read it as the row of buttons it replaces; five players'
 * choices take the height of nine buttons, and the step stays whole on a tablet.
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
  /** What the disks are for, in the table's corner above the regions' names. */
  caption?: string;
  /** What each player has at stake, shown under their name (their Castillo caballeros), if anything. */
  countOf?: (player: string) => string | undefined;
  /** A word shown beside a region's name (the King's region), if any. */
  marked?: (region: T) => string | undefined;
  onSet: (player: string, region: T) => void;
}) {
  const uid = useId();
  const offered = players.map((p) => new Set(regionsFor(p)));
  // Every region any player may name, in board order where it is given, else in the order the engine gives them.
  const named = new Set(players.flatMap((p) => regionsFor(p)));
  const regions = order ? order.filter((r) => named.has(r)) : [...named];
  return (
    <div class="disk-table" role="group" aria-label={label} style={{ '--disk-players': players.length }}>
      <div class="disk-regions">
        <span class="disk-caption">{caption}</span>
        {regions.map((r) => (
          <span key={r} class="disk-region" aria-hidden="true">
            {shortName(r)}
            {marked?.(r) && <span class="tag"> {marked(r)}</span>}
          </span>
        ))}
      </div>
      {players.map((p, i) => (
        <div key={p} class="disk-column" role="radiogroup" aria-labelledby={`${uid}-${i}`}>
          <span id={`${uid}-${i}`} class="visually-hidden">
            {labelOf(p)}
          </span>
          <span class="disk-head" aria-hidden="true" title={nameOf(p)}>
            {nameOf(p)}
            {countOf?.(p) !== undefined && <span class="disk-count">{countOf(p)}</span>}
          </span>
          {regions.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              class={chosen[p] === r ? 'disk-cell is-chosen' : 'disk-cell'}
              aria-checked={chosen[p] === r}
              aria-label={areaName(r)}
              disabled={!offered[i]?.has(r)}
              onClick={() => onSet(p, r)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
