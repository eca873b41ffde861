import type { BlackId } from '../../rules';

/** What holding a set of black caballeros is called at the table. */
export const HOLDER_LABELS: Readonly<Record<BlackId, string>> = {
  church: 'The Church is held by',
  inquisitor: 'The Grand Inquisitor is held by',
};
