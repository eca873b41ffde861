import { message } from '../../i18n/speech';
import type { BlackId } from '../../rules';

/** What holding a set of black caballeros is called at the table, in the language spoken. */
export const holderLabel = (black: BlackId): string => message('calc.heldBy', { piece: black });
