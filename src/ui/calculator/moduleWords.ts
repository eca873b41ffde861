import type { BlackId, RoleId } from '../../rules';

/** The special spaces by the names the rulebooks give them. */
export const ROLE_NAMES: Readonly<Record<RoleId, string>> = {
  ambassador: 'Ambassador',
  envoy: 'Envoy',
  captain: 'Captain',
  viceroy: 'Viceroy',
};

/** What holding a set of black caballeros is called at the table. */
export const HOLDER_LABELS: Readonly<Record<BlackId, string>> = {
  church: 'The Church is held by',
  inquisitor: 'The Grand Inquisitor is held by',
};
