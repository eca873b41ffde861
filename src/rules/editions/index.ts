import type { EditionId } from '../state/editionIds';
import { BIG_BOX } from './bigbox';
import { CLASSIC } from './classic';
import type { Edition } from './edition';
import { EDITION_2023 } from './edition2023';

export * from './edition';
export * from './options';
export { BIG_BOX, CLASSIC, EDITION_2023 };

export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  classic: CLASSIC,
  bigbox: BIG_BOX,
  '2023': EDITION_2023,
};
