import { type AreaRefusals, areaRefusal, type TableArea, type Words, words } from '../../rules';
import { placeWords } from './view';

/** The reason an area refuses something (the module data's words), or general words when the texts give none. */
export function barred(area: TableArea, what: keyof AreaRefusals, name: Words): Words {
  return areaRefusal(area, what) ?? words(`snapshot.barred.${what}`, { area: name, in: placeWords(area.id, name) });
}

/** Whether the module data bars the Limit table from an area. */
export const limitTableBarred = (area: TableArea): boolean => area.closedToLimitTable;

/** What a Muslim Granada refuses (000:469). */
export const MUSLIM_GRANADA = {
  king: words('snapshot.muslimGranada.king'),
  grande: words('snapshot.muslimGranada.grande'),
} as const;
