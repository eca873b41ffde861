import { literal } from './pattern';

/** A colour at the table: its id and the name the screens show for it. */
export interface Named {
  readonly id: string;
  readonly name: string;
}

/**
 * The caballeros per colour that an area's button on the map names, e.g. from
 * "Aragón; next to the King; José 3, Ana! 1; worth 5, 4, 1" { red: 3, blue: 1 }, or undefined when
 * the label is not of that shape. A name may itself hold ", " or "; ", so the counts are found by the
 * table's own names, longest first, never by splitting the label.
 */
export function areaCounts(label: string, area: string, colours: readonly Named[]): Record<string, number> | undefined {
  // Accessible names are compared with whitespace collapsed; the attribute keeps it as written.
  const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
  const text = collapse(label);
  const byName = new Map<string, string>();
  for (const c of colours) if (!byName.has(collapse(c.name))) byName.set(collapse(c.name), c.id);
  const names = [...byName.keys()]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|');
  const head = `^${literal(area)}(?:; (?:the King's region|next to the King))?; `;
  const tail = '(?:; .*)?$';
  if (new RegExp(`${head}(?:empty|contents hidden \\(memory mode\\))${tail}`).test(text)) return {};
  if (names === '') return undefined;
  const list = new RegExp(`${head}((?:${names}) \\d+(?:, (?:${names}) \\d+)*)${tail}`).exec(text)?.[1];
  if (list === undefined) return undefined;
  const counts: Record<string, number> = {};
  const entry = new RegExp(`(${names}) (\\d+)(?:, |$)`, 'y');
  let read = 0;
  for (let match = entry.exec(list); match; match = entry.exec(list)) {
    counts[byName.get(match[1]!)!] = Number(match[2]);
    read = match.index + match[0].length;
  }
  return read === list.length ? counts : undefined;
}
