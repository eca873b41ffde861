import { useRef } from 'preact/hooks';
import { colourHex } from '../../colours';
import { message, say } from '../../i18n/speech';
import {
  AREA_IDS,
  AREAS,
  type AreaId,
  areaWords,
  BLACK_IDS,
  type BoardAreaId,
  CASTILLO,
  type EditionId,
  entriesOf,
  isExtraArea,
  isKingExile,
  isOneOf,
  keysOf,
  listOf,
  regionsNextToKing,
  shortAreaWords,
  toAreaId,
  words,
} from '../../rules';
import { memoBy } from '../components/memoBy';
import { areaMarksLayout, COUNT_RADIUS, GRANDE_SIZE, MARK_BELOW } from './areaMarksLayout';
import {
  BESIDE_THE_BOARD,
  EXTRA_SHAPES,
  LAND_SHAPES,
  MAP_HEIGHT,
  MAP_HEIGHT_WITH_BESIDE,
  MAP_SHAPES,
} from './mapGeometry';
import type { MapMark } from './roleMarks';

/** What the map shows: one board, from the calculator's draft or a game's table. */
export interface MapView<A extends BoardAreaId = AreaId> {
  readonly edition: EditionId;
  readonly king: BoardAreaId;
  /** Colours with caballeros, in the order their counts are drawn. */
  readonly colours: readonly string[];
  readonly nameOf: (id: string) => string;
  readonly count: (area: A, id: string) => number;
  readonly grandes: Readonly<Partial<Record<string, BoardAreaId>>>;
  readonly mobileScoreboards: Readonly<Partial<Record<string, BoardAreaId>>>;
  /**
   * The values an area scores with, as shown under a variant or expansion (the colony pieces' entered
   * values, Portugal's); where absent or undefined, the printed values of the base board.
   */
  readonly valuesOf?: ((area: A) => readonly number[] | undefined) | undefined;
  /** What else stands in an area, in words (the Limit table, a Muslim Granada). */
  readonly notesOf?: ((area: A) => readonly string[]) | undefined;
  /** Marks under a colour's caballeros (who holds a special space: "+2"), each with its words. */
  readonly marksOf?: ((area: A) => readonly MapMark[]) | undefined;
  /** The areas next to the King as the game's engine says (France beside Aragón); absent: the board's borders. */
  readonly nextToKing?: readonly BoardAreaId[] | undefined;
  /** Whether the King stands beside the board in exile, as the game's engine says; absent: read from where he stands. */
  readonly kingInExile?: boolean | undefined;
  /** Memory mode: the Castillo's contents are not shown, as the closed tower hides them. */
  readonly castilloHidden?: boolean;
  /**
   * A table not yet confirmed (moves entered, say): the counts above are the previewed ones, and
   * `before` holds, for each area they change, the counts per colour it has now.
   */
  readonly preview?:
    | { readonly what: string; readonly before: Readonly<Partial<Record<A, Readonly<Record<string, number>>>>> }
    | undefined;
}

export interface MapInteraction<A extends BoardAreaId = AreaId> {
  /** What tapping an area does, in words for the map's name (e.g. "choose an area to enter its caballeros"). */
  readonly purpose: string;
  readonly selected?: A | undefined;
  /** Areas that may be tapped now; all when absent. Others are shown but do nothing. */
  readonly active?: readonly A[] | undefined;
  /** Caballeros about to be added per area (a placement under way), drawn as "+n". */
  readonly pending?: Readonly<Partial<Record<A, number>>> | undefined;
  readonly onSelect: (area: A) => void;
  /** A tap on an area that is not active: the screen may say why it does nothing. */
  readonly onInactive?: ((area: A) => void) | undefined;
}

/** One area as drawn: plain values only, so an area whose drawing did not change is not redrawn. */
export interface AreaDrawing {
  readonly area: BoardAreaId;
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
  /** The Limit table, a Muslim Granada: short words drawn under the caballeros. */
  readonly notes: readonly string[];
  /** Per colour, a mark drawn under its count (a special space it holds). */
  readonly marks: Readonly<Record<string, string>>;
  readonly grandes: readonly string[];
  /** [colour, count] for each colour present, in drawing order. */
  readonly counts: readonly (readonly [string, number])[];
  readonly pending: number;
  /** In a preview, how the area's caballeros change: "+2", "−1", "±0" (others swapped), or '' where nothing changes. */
  readonly change: string;
}

export function drawingOf<A extends BoardAreaId>(
  view: MapView<A>,
  interaction: MapInteraction<A>,
  area: A,
): AreaDrawing {
  const hidden = area === CASTILLO && view.castilloHidden === true;
  const counts = hidden ? [] : view.colours.map((id) => [id, view.count(area, id)] as const).filter(([, n]) => n > 0);
  const isKing = area === view.king;
  const kingOnBoard = toAreaId(view.king);
  // Beside the Castillo (New Regency) every region borders the King; in exile, France's or Portugal's do.
  const exiled = view.kingInExile ?? isKingExile(view.king);
  const near =
    view.nextToKing ??
    (isKingExile(view.king) || view.king === CASTILLO
      ? regionsNextToKing(view.king)
      : kingOnBoard
        ? AREAS[kingOnBoard].neighbours
        : []);
  const isNeighbour = isOneOf(near, area);
  const base = toAreaId(area);
  const printed = view.valuesOf?.(area) ?? (base && base !== CASTILLO ? AREAS[base].printedValues : undefined);
  const notes = view.notesOf?.(area) ?? [];
  const marks = view.marksOf?.(area) ?? [];
  const mobile = entriesOf(view.mobileScoreboards).find(([, a]) => a === area)?.[0];
  const grandes = Object.keys(view.grandes).filter((id) => view.grandes[id] === area);
  const pending = interaction.pending?.[area] ?? 0;
  // The closed tower keeps its secret in a preview too.
  const was = hidden ? undefined : view.preview?.before[area];
  const net = was ? counts.reduce((s, [, n]) => s + n, 0) - Object.values(was).reduce((s, n) => s + n, 0) : 0;
  const change = !was ? '' : net > 0 ? `+${net}` : net < 0 ? `−${-net}` : '±0';
  const countsText = (list: readonly (readonly [string, number])[]) =>
    list.map(([id, n]) => message('map.count', { who: view.nameOf(id), count: n })).join(', ');
  const description = [
    capitalised(say(areaWords(view.edition, area))),
    isKing ? message(exiled ? 'map.kingInExile' : 'map.kingsRegion') : isNeighbour ? message('map.nextToKing') : '',
    hidden ? message('map.hidden') : countsText(counts) || message('map.empty'),
    grandes.length ? message('map.grandeOf', { who: listOf(grandes.map(view.nameOf), 'plain') }) : '',
    mobile
      ? message('map.scoreboard', { values: mobile.replaceAll('-', '/') })
      : printed
        ? message('map.worth', { values: listOf(printed, 'plain') })
        : '',
    ...marks.map((m) => m.words),
    ...notes,
    pending ? message('map.toPlace', { count: pending }) : '',
    was
      ? message('map.was', {
          counts: countsText(entriesOf(was)) || message('map.empty'),
          what: view.preview?.what ?? '',
        })
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    area,
    name: say(areaWords(view.edition, area)),
    // A name drawn alone starts with a capital ("The Ship"), as a label does.
    shortName: capitalised(say(shortAreaWords(view.edition, area))),
    description,
    isKing,
    isNeighbour,
    selected: interaction.selected === area,
    active: interaction.active === undefined || interaction.active.includes(area),
    hidden,
    values: mobile ? mobile.replaceAll('-', '/') : (printed?.join(' · ') ?? ''),
    mobile: mobile !== undefined,
    notes,
    marks: Object.fromEntries(marks.map((m) => [m.id, m.mark])),
    grandes,
    counts,
    pending,
    change,
  };
}

interface MapAreaProps {
  readonly drawing: AreaDrawing;
  readonly onSelect: (area: BoardAreaId) => void;
  readonly onInactive: (area: BoardAreaId) => void;
}

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** An area's outline and label point, on the base board or beside it. */
const shapeOf = (area: BoardAreaId) => (isExtraArea(area) ? EXTRA_SHAPES[area] : MAP_SHAPES[area]);

/** Black caballeros are drawn black with a white ring, apart from a black player's colour. */
const isBlackPiece = (id: string) => isOneOf(BLACK_IDS, id);

/** The same marks under the same colours. */
const sameMarks = (x: Readonly<Record<string, string>>, y: Readonly<Record<string, string>>) =>
  Object.keys(x).length === Object.keys(y).length && Object.keys(x).every((id) => x[id] === y[id]);

/**
 * Field by field (a drawing is flat: values, lists of names, [colour, count] pairs, and marks by colour),
 * so that a tap redraws the one area it changed.
 */
export function sameDrawing(a: AreaDrawing, b: AreaDrawing): boolean {
  for (const key of keysOf(a)) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (key === 'marks') {
      if (sameMarks(a.marks, b.marks)) continue;
      return false;
    }
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i += 1) {
      const p: unknown = x[i];
      const q: unknown = y[i];
      if (p !== q && !(Array.isArray(p) && Array.isArray(q) && p[0] === q[0] && p[1] === q[1])) return false;
    }
  }
  return true;
}

const MapArea = memoBy<MapAreaProps>(
  function MapArea({ drawing: d, onSelect, onInactive }) {
    const shape = shapeOf(d.area);
    const [x, y] = shape.label;
    const layout = areaMarksLayout(x, y, {
      counts: d.counts.length,
      grandes: d.grandes.length,
      marks: Object.keys(d.marks).length > 0,
    });
    const select = () => (d.active ? onSelect(d.area) : onInactive(d.area));
    return (
      <g>
        <g
          class={`map-area${d.isKing ? ' is-king' : ''}${d.isNeighbour ? ' is-neighbour' : ''}${d.selected ? ' is-selected' : ''}${d.area === CASTILLO ? ' is-castillo' : ''}${isExtraArea(d.area) ? ' is-extra' : ''}${d.active ? '' : ' is-inactive'}`}
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
              {`${d.isKing ? '♛ ' : ''}${d.values}`}
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
              x={layout.grandes[i]?.[0]}
              y={layout.grandes[i]?.[1]}
              width={GRANDE_SIZE}
              height={GRANDE_SIZE}
              fill={colourHex(id)}
              class="map-grande"
            />
          ))}
          {/* Placed by coordinates rather than a transform each: a count is then no layer of its own to the compositor. */}
          {d.counts.map(([id, n], i) => {
            const [cx, cy] = layout.counts[i] ?? [x, y];
            return (
              <g key={id}>
                <circle
                  cx={cx}
                  cy={cy}
                  r={COUNT_RADIUS}
                  fill={isBlackPiece(id) ? '#000' : colourHex(id)}
                  class={isBlackPiece(id) ? 'map-count is-black-piece' : 'map-count'}
                />
                <text class="map-count-text" x={cx} y={cy} dy="7">
                  {n}
                </text>
                {d.marks[id] !== undefined && (
                  <text class="map-count-mark" x={cx} y={cy} dy={MARK_BELOW}>
                    {d.marks[id]}
                  </text>
                )}
              </g>
            );
          })}
          {d.notes.length > 0 && (
            <text x={x} y={layout.noteY} class="map-note-text">
              {d.notes.join(' · ')}
            </text>
          )}
          {d.pending > 0 && (
            <text x={x + 70} y={y - 28} class="map-pending">
              +{d.pending}
            </text>
          )}
          {d.change !== '' && (
            <text x={x + 70} y={y - 28} class="map-pending">
              {d.change}
            </text>
          )}
        </g>
      </g>
    );
  },
  (a, b) => sameDrawing(a.drawing, b.drawing),
);

/** France and Portugal, for orientation: not part of the game unless a module puts them in play; never tappable. */
function Lands({ inPlay }: { inPlay: readonly BoardAreaId[] }) {
  return (
    <g class="map-lands" aria-hidden="true">
      {LAND_SHAPES.filter((land) => !inPlay.some((area) => isExtraArea(area) && area === land.id)).map((land) => (
        <g key={land.name}>
          <polygon points={land.points} />
          <text x={land.label[0]} y={land.label[1]}>
            {say(words(`area.${land.id}`))}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The board as a map of Spain: the nine regions and the Castillo, the King, his neighbours
 * highlighted, Grandes, mobile scoreboards and the caballeros in player colours. The calculator
 * and the game screens share it; tapping an area does what the screen using it says. Each area
 * redraws only when what it shows changed.
 */
export function BoardMap({ view, interaction }: { view: MapView; interaction: MapInteraction }) {
  return <BoardMapOf view={view} interaction={interaction} areas={AREA_IDS} />;
}

/**
 * The map of any table: the base board's areas and those the variants and expansions bring (France,
 * Portugal, and the Ship, the colonies and the jail in a row beside the board), as `areas` lists them.
 */
export function BoardMapOf<A extends BoardAreaId>({
  view,
  interaction,
  areas,
}: {
  view: MapView<A>;
  interaction: MapInteraction<A>;
  areas: readonly A[];
}) {
  // Areas keep one select function; it always reaches the screen's latest handler with the area as it typed it.
  const latest = useRef({ interaction, areas });
  latest.current = { interaction, areas };
  const find = (area: BoardAreaId) => latest.current.areas.find((a) => a === area);
  const onSelect = useRef((area: BoardAreaId) => {
    const found = find(area);
    if (found !== undefined) latest.current.interaction.onSelect(found);
  }).current;
  const onInactive = useRef((area: BoardAreaId) => {
    const found = find(area);
    if (found !== undefined) latest.current.interaction.onInactive?.(found);
  }).current;
  const beside = areas.some((area) => isOneOf(BESIDE_THE_BOARD, area));
  return (
    <svg
      class={`board-map${view.preview ? ' is-preview' : ''}`}
      viewBox={`-12 -12 1024 ${(beside ? MAP_HEIGHT_WITH_BESIDE : MAP_HEIGHT) + 24}`}
      role="group"
      aria-label={message('map.label', { purpose: interaction.purpose })}
    >
      <Lands inPlay={areas} />
      {areas.map((area) => (
        <MapArea key={area} drawing={drawingOf(view, interaction, area)} onSelect={onSelect} onInactive={onInactive} />
      ))}
    </svg>
  );
}
