import { AREA_IDS, AREAS, CASTILLO, type AreaId, type RegionId } from '../../rules/board/areas';
import type { EditionId } from '../../rules/editions';
import { EDITIONS } from '../../rules/editions';
import { colourHex } from '../colours';
import { MAP_SHAPES } from './mapGeometry';

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
}

/**
 * The board: the nine regions and the Castillo, the King, his neighbours highlighted, Grandes,
 * mobile scoreboards and the caballeros in player colours. The calculator and the game screens
 * share it; tapping an area does what the screen using it says.
 */
export function BoardMap({ view, interaction }: { view: MapView; interaction: MapInteraction }) {
  const edition = EDITIONS[view.edition];
  const neighbours = AREAS[view.king].neighbours as readonly AreaId[];
  return (
    <svg class="board-map" viewBox="-12 -12 1024 824" role="group" aria-label={`Board map: ${interaction.purpose}`}>
      {AREA_IDS.map((area) => {
        const shape = MAP_SHAPES[area];
        const hidden = area === CASTILLO && view.castilloHidden === true;
        const present = hidden ? [] : view.colours.filter((id) => view.count(area, id) > 0);
        const isKing = area === view.king;
        const mobile = (Object.entries(view.mobileScoreboards) as [string, AreaId][]).find(([, a]) => a === area)?.[0];
        const grandes = Object.keys(view.grandes).filter((id) => view.grandes[id] === area);
        const pending = interaction.pending?.[area] ?? 0;
        const active = interaction.active === undefined || interaction.active.includes(area);
        const description = [
          edition.areaName(area),
          isKing ? "the King's region" : neighbours.includes(area) ? 'next to the King' : '',
          hidden ? 'contents hidden (memory mode)' : present.map((id) => `${view.nameOf(id)} ${view.count(area, id)}`).join(', ') || 'empty',
          grandes.length ? `Grande of ${grandes.map(view.nameOf).join(', ')}` : '',
          mobile ? `${mobile.replaceAll('-', '/')} scoreboard` : area === CASTILLO ? '' : `worth ${AREAS[area].printedValues.join(', ')}`,
          pending ? `${pending} to place` : '',
        ]
          .filter(Boolean)
          .join('; ');
        const selected = interaction.selected === area;
        const [x, y] = shape.label;
        const select = () => active && interaction.onSelect(area);
        return (
          <g key={area}>
            <g
              class={`map-area${isKing ? ' is-king' : ''}${neighbours.includes(area) ? ' is-neighbour' : ''}${selected ? ' is-selected' : ''}${area === CASTILLO ? ' is-castillo' : ''}${active ? '' : ' is-inactive'}`}
              role="button"
              // Lower-case on purpose: on SVG elements Preact writes attributes as named.
              {...{ tabindex: active ? 0 : -1 }}
              aria-pressed={selected}
              aria-disabled={!active}
              aria-label={description}
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
                {edition.shortAreaName(area)}
              </text>
            </g>
            {/* Drawn over the area but outside its button: the button's name already says all of it, and taps pass through. */}
            <g class="map-marks" aria-hidden="true">
              {/* Above the name: the crown, and the values in force (a mobile scoreboard's, or those printed). */}
              {area !== CASTILLO && (
                <text x={x} y={y - 56} class={mobile ? 'map-mobile' : 'map-values'}>
                  {isKing ? '♛ ' : ''}
                  {mobile ? mobile.replaceAll('-', '/') : AREAS[area].printedValues.join(' · ')}
                </text>
              )}
              {mobile && area === CASTILLO && (
                <text x={x} y={y - 52} class="map-mobile">
                  {mobile.replaceAll('-', '/')}
                </text>
              )}
              {hidden && (
                <text x={x} y={y + 8} class="map-hidden">
                  ?
                </text>
              )}
              {grandes.map((id, i) => (
                <rect key={id} x={x - 60 + i * 24} y={y + 28} width={18} height={18} fill={colourHex(id)} class="map-grande" />
              ))}
              {present.map((id, i) => (
                <g key={id} transform={`translate(${x - 57 + (i % 4) * 38} ${y + (i >= 4 ? 38 : 0)})`}>
                  <circle r={17} fill={colourHex(id)} class="map-count" />
                  <text class="map-count-text" dy="7">
                    {view.count(area, id)}
                  </text>
                </g>
              ))}
              {pending > 0 && (
                <text x={x + 70} y={y - 28} class="map-pending">
                  +{pending}
                </text>
              )}
            </g>
          </g>
        );
      })}
    </svg>
  );
}
