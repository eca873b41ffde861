import type { TablePrefs } from './gameStorage';

export type { TablePrefs };

export const DEFAULT_TABLE_PREFS: TablePrefs = { memoryMode: false, diskEntry: 'open' };
