import * as v from 'valibot';

import { refuseReservedKeys } from '../refuseReservedKeys';
import { checkSnapshot2 } from './checkSnapshot2';
import { Snapshot2Fields } from './schema2';

/** A format-2 board snapshot: names JavaScript reserves refused, then each field, then the fields against each other. */
export const Snapshot2Schema = v.pipe(
  v.unknown(),
  v.rawCheck(refuseReservedKeys),
  Snapshot2Fields,
  v.rawCheck(checkSnapshot2),
);
