import { useRef } from 'preact/hooks';

import {
  AREA_IDS,
  AREAS,
  type AreaId,
  CASTILLO,
  EDITIONS,
  type EditionId,
  entriesOf,
  isOneOf,
  keysOf,
  type RegionId,
} from '../../rules';
import { colourHex } from '../colours';
import { memoBy } from '../components/memoBy';
import { LAND_SHAPES, MAP_SHAPES } from './mapGeometry';

/** What the map shows: one board, from the calculator's draft or a game's table. */
export interface MapView {
  readonly edition: EditionId;
  readonly king: RegionId;
  /** Colours with caballeros, in the order their counts are drawn. */
  readonly colours: readonly string[];
  readonly nameOf: (id: string) => string;
  readonly count: (area: AreaId, id: string) => number;
  readonly grandes: Readonly<Partial<Record<string, AreaId>>>;
  readonly mobileScoreboards: Readonly<Partial<Record<string, AreaId>>>;
  /** Memory mode: the Castillo's contents are not shown, as the closed tower hides them. */
  readonly castilloHidden?: boolean;
  /**
   * A table not yet confirmed (moves entered, say): the counts above are the previewed ones, and
   * `before` holds, for each area they change, the counts per colour it has now.
   */
  readonly preview?:
    | { readonly what: string; readonly before: Readonly<Partial<Record<AreaId, Readonly<Record<string, number>>>>> }
    | undefined;
}

export interface MapInteraction {
  /** What tapping an area does, in words for the map's name (e.g. "choose an area to enter its caballeros"). */
  readonly purpose: string;
  readonly selected?: AreaId | undefined;
  /** Areas that may be tapped now; all when absent. Others are shown but do nothing. */
  readonly active?: readonly AreaId[] | undefined;
  /** Caballeros about to be added per area (a placement under way), drawn as "+n". */
  readonly pending?: Readonly<Partial<Record<AreaId, number>>> | undefined;
  readonly onSelect: (area: AreaId) => void;
  /** A tap on an area that is not active: the screen may say why it does nothing. */
  readonly onInactive?: ((area: AreaId) => void) | undefined;
}

/** One area as drawn: plain values only, so an area whose drawing did not change is not redrawn. */
interface AreaDrawing {
  readonly area: AreaId;
  readonly name: string;
  readonly shortName: string;
  /** Everything the area's button says to a screen reader. */
  readonly description: string;
  readonly isKing: boolean;
  readonly isNeighbour: boolean;
  readonly selected: boolean;
  readonly active: boolean;
  readonly hidden: boolean;
  /**
   * The values in force: a mobile scoreboard's, or those printed (none for the Castillo unless a scoreboard
   * sits there).
   */
  readonly values: string;
  readonly mobile: boolean;
  readonly grandes: readonly string[];
  /** [colour, count] for each colour present, in drawing order. */
  readonly counts: readonly (readonly [string, number])[];
  readonly pending: number;
  /** In a preview, how the area's caballeros change: "+2", "−1", "±0" (others swapped), or '' where nothing changes. */
  readonly change: string;
}

function drawingOf(view: MapView, interaction: MapInteraction, area: AreaId): AreaDrawing {
  const edition = EDITIONS[view.edition];
  const hidden = area === CASTILLO && view.castilloHidden === true;
  const counts = hidden ? [] : view.colours.map((id) => [id, view.count(area, id)] as const).filter(([, n]) => n > 0);
  const isKing = area === view.king;
  const isNeighbour = isOneOf(AREAS[view.king].neighbours, area);
  const mobile = entriesOf(view.mobileScoreboards).find(([, a]) => a === area)?.[0];
  const grandes = Object.keys(view.grandes).filter((id) => view.grandes[id] === area);
  const pending = interaction.pending?.[area] ?? 0;
  // The closed tower keeps its secret in a preview too.
  const was = hidden ? undefined : view.preview?.before[area];
  const net = was ? counts.reduce((s, [, n]) => s + n, 0) - Object.values(was).reduce((s, n) => s + n, 0) : 0;
  const change = !was ? '' : net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '±0';
  const description = [
    edition.areaName(area),
    isKing ? "the King's region" : isNeighbour ? 'next to the King' : '',
    hidden ? 'contents hidden (memory mode)' : counts.map(([id, n]) => `${view.nameOf(id)} ${n}`).join(', ') || 'empty',
    grandes.length ? `Grande of ${grandes.map(view.nameOf).join(', ')}` : '',
    mobile
      ? `${mobile.replaceAll('-', '/')} scoreboard`
      : area === CASTILLO
        ? ''
        : `worth ${AREAS[area].printedValues.join(', ')}`,
    pending ? `${pending} to place` : '',
    was
      ? `was ${
          entriesOf(was)
            .map(([id, n]) => `${view.nameOf(id)} ${n}`)
            .join(', ') || 'empty'
        } before ${view.preview?.what}`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    area,
    name: edition.areaName(area),
    shortName: edition.shortAreaName(area),
    description,
    isKing,
    isNeighbour,
    selected: interaction.selected === area,
    active: interaction.active === undefined || interaction.active.includes(area),
    hidden,
    values: mobile ? mobile.replaceAll('-', '/') : area === CASTILLO ? '' : AREAS[area].printedValues.join(' · '),
    mobile: mobile !== undefined,
    grandes,
    counts,
    pending,
    change,
  };
}

interface MapAreaProps {
  readonly drawing: AreaDrawing;
  readonly onSelect: (area: AreaId) => void;
  readonly onInactive: (area: AreaId) => void;
}

/** Field by field (a drawing is flat: values, lists of names, and [colour, count] pairs). */
function sameDrawing({ drawing: a }: MapAreaProps, { drawing: b }: MapAreaProps): boolean {
  for (const key of keysOf(a)) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i += 1) {
      const p: unknown = x[i];
      const q: unknown = y[i];
      if (p !== q && !(Array.isArray(p) && Array.isArray(q) && p[0] === q[0] && p[1] === q[1])) return false;
    }
  }
  return true;
}

const MapArea = memoBy<MapAreaProps>(function MapArea({ drawing: d, onSelect, onInactive }) {
  const shape = MAP_SHAPES[d.area];
  const [x, y] = shape.label;
  const select = () => (d.active ? onSelect(d.area) : onInactive(d.area));
  return (
    <g>
      <g
        class={`map-area${d.isKing ? ' is-king' : ''}${d.isNeighbour ? ' is-neighbour' : ''}${d.selected ? ' is-selected' : ''}${d.area === CASTILLO ? ' is-castillo' : ''}${d.active ? '' : ' is-inactive'}`}
        role="button"
        // Lower-case on purpose: on SVG elements Preact writes attributes as named.
        {...{ tabindex: d.active ? 0 : -1 }}
        aria-pressed={d.selected}
        aria-disabled={!d.active}
        aria-label={d.description}
        onClick={select}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            select();
          }
        }}
      >
        <polygon points={shape.points} />
        <text x={x} y={y - 28} class="map-name">
          {d.shortName}
        </text>
      </g>
      {/* Drawn over the area but outside its button: the button's name already says all of it, and taps pass through. */}
      <g class="map-marks" aria-hidden="true">
        {/* Above the name: the crown, and the values in force (a mobile scoreboard's, or those printed). */}
        {(d.values || d.isKing) && (
          <text x={x} y={y - 56} class={d.mobile ? 'map-mobile' : 'map-values'}>
            {d.isKing ? '♛ ' : ''}
            {d.values}
          </text>
        )}
        {d.hidden && (
          <text x={x} y={y + 8} class="map-hidden">
            ?
          </text>
        )}
        {d.grandes.map((id, i) => (
          <rect
            key={id}
            x={x - 60 + i * 24}
            y={y + 28}
            width={18}
            height={18}
            fill={colourHex(id)}
            class="map-grande"
          />
        ))}
        {d.counts.map(([id, n], i) => (
          <g key={id} transform={`translate(${x - 57 + (i % 4) * 38} ${y + (i >= 4 ? 38 : 0)})`}>
            <circle r={17} fill={colourHex(id)} class="map-count" />
            <text class="map-count-text" dy="7">
              {n}
            </text>
          </g>
        ))}
        {d.pending > 0 && (
          <text x={x + 70} y={y - 28} class="map-pending">
            +{d.pending}
          </text>
        )}
        {d.change && (
          <text x={x + 70} y={y - 28} class="map-pending">
            {d.change}
          </text>
        )}
      </g>
    </g>
  );
}, sameDrawing);

/** France and Portugal, for orientation: not part of the game, not tappable. */
const LANDS = (
  <g class="map-lands" aria-hidden="true">
    {LAND_SHAPES.map((land) => (
      <g key={land.name}>
        <polygon points={land.points} />
        <text x={land.label[0]} y={land.label[1]}>
          {land.name}
        </text>
      </g>
    ))}
  </g>
);

/**
 * The board as a map of Spain: the nine regions and the Castillo, the King, his neighbours
 * highlighted, Grandes, mobile scoreboards and the caballeros in player colours. The calculator
 * and the game screens share it; tapping an area does what the screen using it says. Each area
 * redraws only when what it shows changed.
 */
export function BoardMap({ view, interaction }: { view: MapView; interaction: MapInteraction }) {
  // Areas keep one select function; it always reaches the screen's latest handler.
  const latest = useRef(interaction);
  latest.current = interaction;
  const onSelect = useRef((area: AreaId) => latest.current.onSelect(area)).current;
  const onInactive = useRef((area: AreaId) => latest.current.onInactive?.(area)).current;
  return (
    <svg
      class={`board-map${view.preview ? ' is-preview' : ''}`}
      viewBox="-12 -12 1024 824"
      role="group"
      aria-label={`Board map: ${interaction.purpose}`}
    >
      {LANDS}
      {AREA_IDS.map((area) => (
        <MapArea key={area} drawing={drawingOf(view, interaction, area)} onSelect={onSelect} onInactive={onInactive} />
      ))}
    </svg>
  );
}
