import type { TableArea } from '../../rules';

/** Why an area takes no King, no Grande, no secret disk or no Limit table, in a player's words with where the texts say so. */
interface Bars {
  readonly king?: string;
  readonly grande?: string;
  readonly disk?: string;
  readonly limitTable?: string;
  /** No caballero may stand there at all. */
  readonly caballeros?: string;
  /** Caballeros of all ids together beyond the area's room. */
  readonly room?: string;
}

const NINE = 'only the nine regions of the board';

/**
 * The reasons, by the module that brings the area (`base` for the board's own). Whether an area takes
 * the King, a Grande or a disk is the module data's (TableArea flags); this only words the refusal.
 * The Limit table's ban on France is not in the module data, so it is stated here.
 */
const BARS: Readonly<Record<string, Bars>> = {
  'base/castillo': {
    king: 'the King stands beside the Castillo only with New Regency on the 2023 board (Rebellion, 004:1357-1365)',
    grande: 'a Grande goes into the Castillo only with New Regency on the 2023 board (Competition, 004:1340-1347)',
    disk: 'the Castillo is not a region and cannot be named here',
  },
  'france-1995/france': {
    king: 'the King may not stand in France with the 1995 France variant (000:459)',
    grande: 'a Grande may not stand in France with the 1995 France variant (000:459)',
    disk: 'no secret disk names France (000:463)',
    room: 'France has only 3 spaces (000:457)',
  },
  'grand-inquisitor-colonies/france': {
    disk: `no secret disk names France, ${NINE} (002:1225-1226)`,
    limitTable: 'the Limit table never stands in France (002:1207-1209)',
    room: 'France has only 3 spaces (002:1228)',
  },
  'grand-inquisitor-colonies/ship': {
    king: 'the King never boards the Ship: of the new regions only France takes him (002:1225-1226)',
    disk: `no secret disk names the Ship, ${NINE} (002:1225-1226)`,
  },
  'grand-inquisitor-colonies/america': {
    king: 'the King never goes to America (002:1254)',
    disk: `no secret disk names America, ${NINE} (002:1225-1226)`,
  },
  'grand-inquisitor-colonies/mediterranean': {
    king: 'the King never goes to the Mediterranean (002:1254)',
    disk: `no secret disk names the Mediterranean, ${NINE} (002:1225-1226)`,
  },
  'grandissimo/portugal': { disk: 'no secret disk names Portugal (002:880-881)' },
  'grandissimo/ship': {
    king: 'the King never boards the Grandissimo ship: only caballeros go on it (002:946-958)',
    grande: 'a Grande never boards the Grandissimo ship: only caballeros go on it (002:946-958)',
  },
  'grandissimo/jail': {
    king: 'the King never goes to the jail: only caballeros are jailed (002:868-872)',
    grande: 'a Grande never goes to the jail: only caballeros are jailed (002:868-872)',
  },
  'new-regency/france': {
    grande: 'only the exiled King stands in France on the 2023 board (004:449-450)',
    caballeros: 'only the exiled King stands in France on the 2023 board: no caballero goes there (004:449-450)',
  },
  'new-regency/portugal': {
    grande: 'only the exiled King stands in Portugal on the 2023 board (004:449-450)',
    caballeros: 'only the exiled King stands in Portugal on the 2023 board: no caballero goes there (004:449-450)',
  },
};

/** The reason an area refuses something, or the general words when the texts give none of their own. */
export function barred(area: TableArea, what: keyof Bars, name: string): string {
  const own = BARS[`${area.module ?? 'base'}/${area.id}`]?.[what];
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

/** Whether the words above bar the Limit table from an area the module data lets it stand in. */
export const limitTableBarred = (area: TableArea): boolean =>
  BARS[`${area.module ?? 'base'}/${area.id}`]?.limitTable !== undefined;

/** What a Muslim Granada refuses (000:469). */
export const MUSLIM_GRANADA = {
  king: 'the King may not stand in Granada while it is Muslim (000:469)',
  grande: 'a Grande may not stand in Granada while it is Muslim (000:469)',
} as const;
