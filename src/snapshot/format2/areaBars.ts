import type { AreaRefusals, TableArea } from '../../rules';

/** The reason an area refuses something (the module data's words), or general words when the texts give none. */
export function barred(area: TableArea, what: keyof AreaRefusals, name: string): string {
  const own = area.refusals[what];
  if (own !== undefined) return own;
  switch (what) {
    case 'king':
      return `the King may not stand in ${name}`;
    case 'grande':
      return `a Grande may not stand in ${name}`;
    case 'disk':
      return `a secret disk names one of the nine regions, never ${name}`;
    case 'limitTable':
      return `the Limit table stands in a region; ${name} is not one`;
    case 'caballeros':
      return `no caballero stands in ${name}`;
    case 'room':
      return `${name} has no room for more`;
  }
}

/** Whether the module data bars the Limit table from an area. */
export const limitTableBarred = (area: TableArea): boolean => area.closedToLimitTable;

/** What a Muslim Granada refuses (000:469). */
export const MUSLIM_GRANADA = {
  king: 'the King may not stand in Granada while it is Muslim (000:469)',
  grande: 'a Grande may not stand in Granada while it is Muslim (000:469)',
} as const;
