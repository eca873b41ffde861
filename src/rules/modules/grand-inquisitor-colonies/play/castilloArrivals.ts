import { areaWordsIn } from '../../../editions/ruleOf';
import { holderOf } from '../../../play/holderExtra';
import { castilloMoves } from '../../../scoring/emptyCastillo';
import type { RegionId } from '../../../state/areaIds';
import type { GeneralScoringCommand } from '../../../state/commands';
import { fail, ok, type Result } from '../../../state/result';
import type { GeneralChoices } from '../../../state/scoringRequest';
import type { GameState, PlayerId } from '../../../state/types';
import { words } from '../../../state/words';
import { scoringBoardOf, scoringRulesOf } from '../../../table/scoringBoardOf';
import { moduleOptionsOf } from '../../index';
import { checkSeats, chooseSeats, limitTableSpaces, type SeatBox } from './limitTable';
import { LIMIT_TABLE_REF } from './refs';

const sum = (counts: Readonly<Record<PlayerId, number>>): number => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Who of the Castillo's arrivals sits on the Limit table at a general scoring (002:1217-1221): all of
 * them where they fit the free spaces. Otherwise the Grand Inquisitor's holder chooses who fills them;
 * with nobody holding him, the `limitOverflow` reading: all stand beside it, or the table chooses. The
 * command names the table as it ends (`onLimitTable`); the scoring is asked who of the arrivals sat.
 */
export function castilloArrivals(
  state: GameState,
  command: GeneralScoringCommand,
  disks: Readonly<Record<PlayerId, RegionId>>,
): Result<GeneralChoices> {
  const table = state.modules?.limitTable;
  const given = command.onLimitTable;
  const arrivals: Record<PlayerId, number> = {};
  if (table) {
    const request = { kind: 'general', castilloDestinations: disks } as const;
    const { kept, moves } = castilloMoves(scoringBoardOf(state), request, scoringRulesOf(state));
    if (!kept) for (const m of moves) if (!m.toCourt && m.to === table.area) arrivals[m.id] = m.count;
  }
  const seated = table?.onTable ?? {};
  const free = Math.max(0, limitTableSpaces(state) - sum(seated));
  const chooser = holderOf(state, 'inquisitor');
  const { limitOverflow } = moduleOptionsOf(state.setup.modules, state.setup.moduleOptions);
  const chosen = sum(arrivals) > free && free > 0 && (chooser !== null || limitOverflow === 'chosen');
  if (!table || !chosen) {
    if (given === undefined) return ok({});
    return fail('limit-table/not-chosen', words('refusal.limit-table/not-chosen'), LIMIT_TABLE_REF);
  }
  const area = areaWordsIn(state, table.area);
  const ids = [...new Set([...Object.keys(seated), ...Object.keys(arrivals)])];
  const box: SeatBox = {
    least: seated,
    most: Object.fromEntries(ids.map((id) => [id, (seated[id] ?? 0) + (arrivals[id] ?? 0)])),
    total: limitTableSpaces(state),
  };
  if (given === undefined) return chooseSeats(state, table.area, chooser ?? undefined, [box]);
  const seats = checkSeats(state, [box], given, area);
  if (!seats.ok) return seats;
  const limitTableArrivals = Object.fromEntries(
    ids.map((id) => [id, (seats.value[id] ?? 0) - (seated[id] ?? 0)]).filter(([, n]) => Number(n) > 0),
  );
  return ok({ limitTableArrivals });
}
