/**
 * A table with modules in play where red is on turn with a card taken: the classic box by default, four
 * players, the King in Castilla la Nueva, homes (and Grandes) Galicia, Aragón, Sevilla, Valencia unless
 * named, the board and courts set by a table correction.
 */
import type { GameAreaId, GameState, RegionId, SetupCommand } from '../../../src/rules';
import { findCard } from '../../../src/rules';
import { arranged, run } from '../../support/scenario';
import { revealCommand, setupCommand } from '../flow/_tables';

export interface ModuleTurn {
  readonly modules: SetupCommand['modules'];
  readonly moduleOptions?: SetupCommand['moduleOptions'];
  readonly options?: SetupCommand['options'];
  readonly edition?: 'classic' | 'bigbox';
  readonly length?: SetupCommand['length'];
  readonly homes?: Readonly<Record<string, RegionId>>;
  readonly king?: RegionId;
  /** The card red takes, by id. */
  readonly card: string;
  readonly pieces?: Partial<Record<GameAreaId, Record<string, number>>>;
  readonly court?: Record<string, number>;
}

export function moduleTurn(table: ModuleTurn): GameState {
  const edition = table.edition ?? 'classic';
  const card = findCard(edition, table.card);
  if (!card) throw new Error(`no card ${table.card} in ${edition}`);
  const setup = setupCommand({
    edition,
    modules: table.modules,
    ...(table.moduleOptions ? { moduleOptions: table.moduleOptions } : {}),
    ...(table.options ? { options: table.options } : {}),
    ...(table.homes ? { homes: table.homes } : {}),
    ...(table.king ? { king: table.king } : {}),
    ...(table.length ? { length: table.length } : {}),
  });
  let state = run(undefined, setup);
  state = run(state, revealCommand(state, card.stack === 5 ? {} : { [String(card.stack)]: card.id }));
  (['red', 'blue', 'yellow', 'green'] as const).forEach((id, i) => {
    state = run(state, { type: 'play-power', player: id, value: (13 - i) as 13 });
  });
  state = arranged(state, table);
  return run(state, { type: 'take-card', player: 'red', slot: card.stack === 5 ? '5' : (String(card.stack) as '1') });
}
