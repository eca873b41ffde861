import { toAreaId } from '../../board/regionAliases';
import { CASTILLO } from '../../state/areaIds';
import { valueText as text } from '../../state/quote';
import { listOf, type Words, type WordValue, words } from '../../state/words';

/** Small phrasing shared by the history lines of commands and of special actions. */

/** An object's own entries, or none for anything else. */
export function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

export { text };

/** Where a line puts an area: "from", "to", "in" or "on" it. */
export type Place = 'from' | 'to' | 'in' | 'on';

/**
 * "from Galicia", "to the Castillo": an area with the word that places it. The Castillo has its own
 * wording, since languages bend their article after the word ("ins Castillo", "al Castillo").
 */
export function at(area: (value: unknown) => WordValue, value: unknown, place: Place): Words {
  return typeof value === 'string' && toAreaId(value) === CASTILLO
    ? words(`history.action.${place}.castillo`)
    : words(`history.action.${place}`, { area: area(value) });
}

/** "2 in Galicia and 1 in the Castillo", leaving out zeros; undefined when nothing is counted. */
export function counted(area: (value: unknown) => WordValue, areas: unknown): WordValue | undefined {
  const parts = entries(areas)
    .filter(([, n]) => n !== 0)
    .map(([id, n]) => {
      const count = typeof n === 'number' ? n : text(n);
      return toAreaId(id) === CASTILLO
        ? words('history.countIn.castillo', { count })
        : words('history.countIn', { count, area: area(id) });
    });
  return parts.length > 0 ? listOf(parts) : undefined;
}

/**
 * "3 caballeros to the court from the provinces", or from several places "… to the court: 1 from the
 * provinces and 2 from Galicia".
 */
export function intoCourt(area: (value: unknown) => WordValue, provinces: unknown, regions: unknown): Words {
  const fromProvinces = typeof provinces === 'number' ? provinces : 0;
  const fromRegions = entries(regions).flatMap(([r, n]): [string, number][] =>
    typeof n === 'number' && n > 0 ? [[r, n]] : [],
  );
  const count = fromProvinces + fromRegions.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return words('history.court.none');
  const sources: (readonly [WordValue, number])[] = [
    ...(fromProvinces > 0 ? [[words('history.theProvinces'), fromProvinces] as const] : []),
    ...fromRegions.map(([r, n]) => [area(r), n] as const),
  ];
  const [only] = sources;
  if (sources.length === 1 && only) return words('history.court.from', { count, from: only[0] });
  return words('history.court.fromMany', {
    count,
    sources: listOf(sources.map(([from, n]) => words('history.court.source', { count: n, from }))),
  });
}
