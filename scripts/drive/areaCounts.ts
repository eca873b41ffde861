import type { Speaker } from '../../src/i18n/speaker';
import { literal } from './pattern';
import { englishScreens } from './speech';

/** A colour at the table: its id and the name the screens show for it. */
export interface Named {
  readonly id: string;
  readonly name: string;
}

// Private-use characters standing for a count's name and number while its message is read.
const WHO = '\uE003';
const COUNT = '\uE004';

/**
 * The caballeros per colour that an area's button on the map names, e.g. from
 * "Aragón; next to the King; José 3, Ana! 1; worth 5, 4, 1" { red: 3, blue: 1 }, or undefined when
 * the label is not of that shape. `area` is the area's name as the label opens, and the label is
 * read in `speaker`'s language. A name may itself hold ", " or "; ", so the counts are found by the
 * table's own names, longest first, never by splitting the label.
 */
export function areaCounts(
  label: string,
  area: string,
  colours: readonly Named[],
  speaker: Speaker = englishScreens,
): Record<string, number> | undefined {
  // Accessible names are compared with whitespace collapsed; the attribute keeps it as written.
  const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
  const text = collapse(label);
  const byName = new Map<string, string>();
  for (const c of colours) if (!byName.has(collapse(c.name))) byName.set(collapse(c.name), c.id);
  const names = [...byName.keys()]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|');
  const said = (key: string) => literal(speaker.message(key));
  const king = ['map.kingsRegion', 'map.nextToKing', 'map.kingInExile'].map(said).join('|');
  const head = `^${literal(area)}(?:; (?:${king}))?; `;
  const tail = '(?:; .*)?$';
  if (new RegExp(`${head}(?:${said('map.empty')}|${said('map.hidden')})${tail}`).test(text)) return {};
  if (names === '') return undefined;
  // One colour's count as the map words it ("José 3"), with the name and the number where they stand.
  const count = (who: string, n: string) =>
    literal(speaker.message('map.count', { who: WHO, count: COUNT }))
      .replace(WHO, who)
      .replace(COUNT, n);
  const one = count(`(?:${names})`, '\\d+');
  const list = new RegExp(`${head}(${one}(?:, ${one})*)${tail}`).exec(text)?.[1];
  if (list === undefined) return undefined;
  const counts: Record<string, number> = {};
  const entry = new RegExp(`${count(`(?<who>${names})`, '(?<n>\\d+)')}(?:, |$)`, 'y');
  let read = 0;
  for (let match = entry.exec(list); match; match = entry.exec(list)) {
    counts[byName.get(match.groups!.who!)!] = Number(match.groups!.n);
    read = match.index + match[0].length;
  }
  return read === list.length ? counts : undefined;
}
