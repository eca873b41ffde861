import { FRANCE_QUERIES } from '../modules/france-1995/queries';
import { GRANADA_QUERIES } from '../modules/granada-1995/queries';
import { INTRIGUE_QUERIES } from '../modules/intrigue-king/queries';
import type { GameAreaId } from '../state/areaIds';
import type { GameState, PlayerId } from '../state/types';
import type { Words } from '../state/words';
import type { ModuleQueries, ModuleStatusLine } from './moduleQueries';

/** The modules that tell the game screen something of their state. */
const MODULE_QUERIES: readonly ModuleQueries[] = [GRANADA_QUERIES, FRANCE_QUERIES, INTRIGUE_QUERIES];

/**
 * Each module's line on its state at this table, in the order of the modules (none in a base game).
 * @example moduleStatus(granadaGame).map((l) => say(l.words)) // ['Granada is Muslim: 7 of the 12 …']
 */
export const moduleStatus = (state: GameState): readonly ModuleStatusLine[] =>
  MODULE_QUERIES.flatMap((q) => q.status?.(state) ?? []);

/** What the modules say on an area of the map now, beside its counts. */
export const areaNotes = (state: GameState, area: GameAreaId): readonly Words[] =>
  MODULE_QUERIES.flatMap((q) => q.areaNotes?.(state, area) ?? []);

/** What the modules say beside a player's name in the players table now. */
export const playerNotes = (state: GameState, player: PlayerId): readonly Words[] =>
  MODULE_QUERIES.flatMap((q) => q.playerNotes?.(state, player) ?? []);
