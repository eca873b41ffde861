import type { EditionId } from '../state/editionIds';
import type { BoardAreaId } from '../state/modules';
import { type Words, words } from '../state/words';
import { isExtraArea } from './extraAreas';

/**
 * An area's name as an edition prints it, in the reader's language: the classic boards' Spanish
 * names with the reader's own beside them, the Big Box's and the 2023 board's as printed. The areas
 * modules bring have one name in every edition.
 */
export const areaWords = (edition: EditionId, id: BoardAreaId): Words =>
  words(isExtraArea(id) ? `area.${id}` : `area.${edition}.${id}`);

/** The same name short enough for the map. */
export const shortAreaWords = (edition: EditionId, id: BoardAreaId): Words =>
  words(isExtraArea(id) ? `area.${id}` : `area.short.${edition}.${id}`);
