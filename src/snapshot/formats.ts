import type * as v from 'valibot';

import { EDITION_IDS } from '../rules';
import { says, valueWords } from './schemaWords';

/* What both formats' schemas say alike: the format strings, and the words for an unknown one. */

/** The shape of a scoring, as a refusal shows it. */
export const SCORE_EXAMPLE = '{ "kind": "general" }';

/** Any other edition names those there are. */
export const unknownEdition = (i: v.BaseIssue<unknown>) =>
  says('snapshot.edition.unknown', { value: valueWords(i.input), editions: EDITION_IDS.join(', ') });

/** The format string of the board snapshot this module reads and writes. */
export const SNAPSHOT_FORMAT = 'el-grande-snapshot/1';
/** The format string of a board snapshot that may use the variants and expansions (src/snapshot/format2). */
export const SNAPSHOT_FORMAT_2 = 'el-grande-snapshot/2';

/** Any other format string names both this reader knows. */
export const unknownFormat = (i: v.BaseIssue<unknown>) =>
  says('snapshot.format.unknown', { value: valueWords(i.input), first: SNAPSHOT_FORMAT, second: SNAPSHOT_FORMAT_2 });
