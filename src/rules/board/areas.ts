import type { AreaId, RegionId, ScoreValues } from '../state/areaIds';

/**
 * The nine regions of the board and the Castillo, in board order (the order a
 * general scoring walks them). One source of truth for ids, printed values,
 * neighbours and names; everything else in the engine derives from here.
 */

export interface AreaInfo {
  readonly id: AreaId;
  /** Spanish name as printed on the classic and Big Box boards. */
  readonly nameEs: string;
  /** English name used by the English classic translations. */
  readonly nameEn: string;
  /** Name printed on the 2023 board. */
  readonly name2023: string;
  readonly printedValues: ScoreValues;
  /** Regions sharing a border. The Castillo has none: it is reachable from everywhere. */
  readonly neighbours: readonly RegionId[];
}

const area = (
  id: AreaId,
  nameEs: string,
  nameEn: string,
  name2023: string,
  printedValues: ScoreValues,
  neighbours: readonly RegionId[],
): AreaInfo => ({ id, nameEs, nameEn, name2023, printedValues, neighbours });

export const AREAS: Readonly<Record<AreaId, AreaInfo>> = {
  galicia: area('galicia', 'Galicia', 'Galicia', 'Galicia', [4, 2, 0], ['pais-vasco', 'castilla-la-vieja']),
  'pais-vasco': area(
    'pais-vasco',
    'País Vasco',
    'Basque Country',
    'Navarra',
    [5, 3, 1],
    ['galicia', 'castilla-la-vieja', 'aragon'],
  ),
  aragon: area(
    'aragon',
    'Aragón',
    'Aragon',
    'Aragón',
    [5, 4, 1],
    ['pais-vasco', 'castilla-la-vieja', 'castilla-la-nueva', 'valencia', 'cataluna'],
  ),
  cataluna: area('cataluna', 'Cataluña', 'Catalonia', 'Cataluña', [4, 2, 1], ['aragon', 'valencia']),
  'castilla-la-vieja': area(
    'castilla-la-vieja',
    'Castilla la Vieja',
    'Old Castile',
    'Castilla',
    [6, 4, 2],
    ['galicia', 'pais-vasco', 'aragon', 'castilla-la-nueva'],
  ),
  'castilla-la-nueva': area(
    'castilla-la-nueva',
    'Castilla la Nueva',
    'New Castile',
    'Toledo',
    [7, 4, 2],
    ['castilla-la-vieja', 'aragon', 'valencia', 'granada', 'sevilla'],
  ),
  sevilla: area('sevilla', 'Sevilla', 'Seville', 'Sevilla', [4, 3, 1], ['castilla-la-nueva', 'granada']),
  granada: area('granada', 'Granada', 'Granada', 'Granada', [6, 3, 1], ['castilla-la-nueva', 'sevilla', 'valencia']),
  valencia: area(
    'valencia',
    'Valencia',
    'Valencia',
    'Valencia',
    [5, 3, 2],
    ['aragon', 'cataluna', 'castilla-la-nueva', 'granada'],
  ),
  castillo: area('castillo', 'Castillo', 'Castillo', 'Castillo', [5, 3, 1], []),
};
