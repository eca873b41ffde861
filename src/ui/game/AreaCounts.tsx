import { message } from '../../i18n/speech';
import { CASTILLO, type GameAreaId, keysOf } from '../../rules';
import { caballeros } from './tableWords';

export type AreaCountDraft = Readonly<Partial<Record<GameAreaId, number>>>;

export const draftTotal = (draft: AreaCountDraft): number =>
  Object.values(draft).reduce<number>((s, n) => s + (n ?? 0), 0);

export const addTo = (draft: AreaCountDraft, area: GameAreaId, delta: number): AreaCountDraft => {
  const next = Math.max(0, (draft[area] ?? 0) + delta);
  const { [area]: _old, ...rest } = draft;
  return next > 0 ? { ...rest, [area]: next } : rest;
};

/**
 * Caballeros being put on areas, as a list under the map: each area tapped so far with − and +, the
 * Castillo as its own target, and a running "n of N".
 */
export function AreaCounts({
  label,
  draft,
  limit,
  areas,
  areaName,
  onChange,
}: {
  label: string;
  draft: AreaCountDraft;
  limit: number;
  areas: readonly GameAreaId[];
  areaName: (area: GameAreaId) => string;
  onChange: (draft: AreaCountDraft) => void;
}) {
  const total = draftTotal(draft);
  const full = total >= limit;
  return (
    <div class="area-counts" role="group" aria-label={label}>
      <p aria-live="polite">{message('game.counts.progress', { total, limit })}</p>
      <ul>
        {keysOf(draft).map((area) => (
          <li key={area}>
            <span class="grow">
              {message('game.counts.inArea', { area: areaName(area), caballeros: caballeros(draft[area] ?? 0) })}
            </span>
            <button
              type="button"
              class="secondary"
              aria-label={message('game.counts.fewer', { area: areaName(area) })}
              onClick={() => onChange(addTo(draft, area, -1))}
            >
              −
            </button>
            <button
              type="button"
              class="secondary"
              aria-label={message('game.counts.more', { area: areaName(area) })}
              disabled={full}
              onClick={() => onChange(addTo(draft, area, 1))}
            >
              +
            </button>
          </li>
        ))}
      </ul>
      {areas.includes(CASTILLO) && !(CASTILLO in draft) && (
        <button type="button" class="secondary" disabled={full} onClick={() => onChange(addTo(draft, CASTILLO, 1))}>
          {message('game.counts.intoCastillo', { castillo: areaName(CASTILLO) })}
        </button>
      )}
    </div>
  );
}
