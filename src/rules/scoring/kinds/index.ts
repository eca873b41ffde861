import { granadaConquest } from '../../modules/granada-1995/scoring';
import { delivery, newRegions } from '../../modules/grand-inquisitor-colonies/scoring';
import type { ScoringKind } from '../../state/scoringRequest';
import { area } from './area';
import { areas } from './areas';
import { fewest } from './fewest';
import { firstPlaceOnly } from './firstPlaceOnly';
import { general } from './general';
import { most } from './most';
import type { ScoringKindModule } from './scoringKind';
import { topValue } from './topValue';
import { uniqueChoices } from './uniqueChoices';

/** Every kind of scoring, one module each, in the order the documentation lists them: the one list. */
export const SCORING_KIND_LIST = [
  general,
  area,
  areas,
  topValue,
  firstPlaceOnly,
  most,
  fewest,
  uniqueChoices,
  newRegions,
  granadaConquest,
  delivery,
] as const;

type Registry = { readonly [K in ScoringKind]: ScoringKindModule<K> };

/** The module of each scoring kind; the mapped type makes a kind missing from the list a compile error. */
export const SCORING_KIND_MODULES: Registry = {
  general,
  area,
  'top-value': topValue,
  'first-place-only': firstPlaceOnly,
  most,
  fewest,
  'unique-choices': uniqueChoices,
  areas,
  'new-regions': newRegions,
  'granada-conquest': granadaConquest,
  delivery,
};

/** Every scoring kind's id, in the list's order. */
export const SCORING_KINDS: readonly ScoringKind[] = SCORING_KIND_LIST.map((m) => m.kind);
