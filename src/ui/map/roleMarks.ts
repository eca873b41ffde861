import { message, say } from '../../i18n/speech';
import { type ModuleId, moduleTable, ROLE_IDS, type RoleId, words } from '../../rules';

/** A mark drawn under a colour's caballeros in an area, with the words a screen reader hears for it. */
export interface MapMark {
  readonly id: string;
  readonly mark: string;
  readonly words: string;
}

/**
 * The special spaces of an area as marks under their holders' caballeros: "+2" under the Ambassador's
 * colour, "+1" under the Envoy's ("+2 +1" for one colour on both), so the note fits inside a small area.
 */
export function roleMarks(
  modules: readonly ModuleId[],
  area: string,
  holders: Readonly<Partial<Record<RoleId, string>>> | undefined,
  nameOf: (id: string) => string,
): readonly MapMark[] {
  const table = moduleTable(modules);
  const held = ROLE_IDS.flatMap((role) => {
    const id = holders?.[role];
    const info = table.roles[role];
    return info?.area === area && id !== undefined ? [{ id, role, points: info.points }] : [];
  });
  const ids = [...new Set(held.map((h) => h.id))];
  return ids.map((id) => {
    const mine = held.filter((h) => h.id === id);
    return {
      id,
      // A space paying the area's first value (the Viceroy's) is marked by its name's first letter.
      mark: mine
        .map((h) => (typeof h.points === 'number' ? `+${h.points}` : say(words(`role.${h.role}`)).charAt(0)))
        .join(' '),
      words: mine.map((h) => message('map.role', { role: words(`role.${h.role}`), who: nameOf(id) })).join(', '),
    };
  });
}
