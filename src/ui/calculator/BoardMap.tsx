import { AREA_IDS, AREAS, CASTILLO, type AreaId } from '../../rules/board/areas';
import { EDITIONS } from '../../rules/editions';
import { colourHex } from '../colours';
import type { CalculatorModel } from './calculatorModel';
import { MAP_SHAPES } from './mapGeometry';

/**
 * The board: the nine regions and the Castillo, the King, his neighbours highlighted, Grandes,
 * mobile scoreboards and the caballeros in player colours. Tapping an area selects it for entry.
 */
export function BoardMap({ model }: { model: CalculatorModel }) {
  const { snapshot } = model.draft.value;
  const edition = EDITIONS[snapshot.edition];
  const neighbours = AREAS[snapshot.king].neighbours as readonly AreaId[];
  const colours = [...snapshot.players, ...snapshot.neutral];
  return (
    <svg class="board-map" viewBox="-12 -12 1024 824" role="group" aria-label="Board map: choose an area to enter its caballeros">
      {AREA_IDS.map((area) => {
        const shape = MAP_SHAPES[area];
        const present = colours.filter((id) => model.countOf(area, id) > 0);
        const isKing = area === snapshot.king;
        const mobile = (Object.entries(snapshot.mobileScoreboards) as [string, AreaId][]).find(([, a]) => a === area)?.[0];
        const grandes = snapshot.players.filter((id) => snapshot.grandes[id] === area);
        const name = edition.areaName(area);
        const nameOf = (id: string) => model.draft.value.names[id] || id;
        const description = [
          name,
          isKing ? "the King's region" : neighbours.includes(area) ? "next to the King" : '',
          present.map((id) => `${nameOf(id)} ${model.countOf(area, id)}`).join(', ') || 'empty',
          grandes.length ? `Grande of ${grandes.map(nameOf).join(', ')}` : '',
          mobile ? `${mobile.replaceAll('-', '/')} scoreboard` : '',
        ].filter(Boolean).join('; ');
        const selected = model.selectedArea.value === area;
        const [x, y] = shape.label;
        return (
          <g
            key={area}
            class={`map-area${isKing ? ' is-king' : ''}${neighbours.includes(area) ? ' is-neighbour' : ''}${selected ? ' is-selected' : ''}${area === CASTILLO ? ' is-castillo' : ''}`}
            role="button"
            // Lower-case on purpose: on SVG elements Preact writes attributes as named.
            {...{ tabindex: 0 }}
            aria-pressed={selected}
            aria-label={description}
            onClick={() => (model.selectedArea.value = area)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                model.selectedArea.value = area;
              }
            }}
          >
            <polygon points={shape.points} />
            <text x={x} y={y - 28} class="map-name">
              {isKing ? '♛ ' : ''}
              {edition.shortAreaName(area)}
            </text>
            {mobile && (
              <text x={x} y={y - 52} class="map-mobile">
                {mobile.replaceAll('-', '/')}
              </text>
            )}
            {grandes.map((id, i) => (
              <rect key={id} x={x - 60 + i * 24} y={y + 28} width={18} height={18} fill={colourHex(id)} class="map-grande" />
            ))}
            {present.map((id, i) => (
              <g key={id} transform={`translate(${x - 57 + (i % 4) * 38} ${y + (i >= 4 ? 38 : 0)})`}>
                <circle r={17} fill={colourHex(id)} class="map-count" />
                <text class="map-count-text" dy="7">
                  {model.countOf(area, id)}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
