import type { ModuleRole } from '../modules/index';
import type { BoardAreaId, ModuleId, RoleId } from '../state/modules';
import type { ParticipantId } from '../state/scoringRequest';
import { words } from '../state/words';
import { controllerOf, type ScoringContext } from './context';
import type { CountNote } from './countedPieces';
import type { RankedGroup, ScoringBoard } from './types';

export interface RoleExtras {
  readonly extras: Partial<Record<RoleId, Record<ParticipantId, number>>>;
  readonly notes: readonly CountNote[];
}

/**
 * Points the special spaces of an area pay whatever the ranks (Ambassador +2, Envoy +1, Viceroy +5;
 * the Captain's are the Ship's own), to the player who controls the piece on them. In a first-place-only
 * scoring the Viceroy pays nothing, and France's spaces pay only a holder who is alone in first place.
 */
export function roleExtras(
  ctx: ScoringContext,
  board: ScoringBoard,
  area: BoardAreaId,
  {
    groups,
    firstPlaceOnly,
    firstValue,
  }: { groups: readonly RankedGroup[]; firstPlaceOnly: boolean; firstValue: number },
): RoleExtras {
  const extras: Partial<Record<RoleId, Record<ParticipantId, number>>> = {};
  const notes: CountNote[] = [];
  const name = (id: ParticipantId) => ctx.name(board, id);
  const [top] = groups;
  const soleFirst = top && !top.tied ? top.ids[0] : undefined;
  const roles = Object.values(ctx.table.roles).filter(
    (r): r is ModuleRole & { readonly module: ModuleId } => r !== undefined && r.area === area,
  );
  for (const role of roles) {
    const id = board.modules?.roles?.[role.id];
    if (id === undefined || id === null) continue;
    const label = words(`role.${role.id}`);
    const points = role.points === 'first-value' ? firstValue : role.points;
    const controller = controllerOf(ctx, board, id);
    if (firstPlaceOnly && (role.id === 'viceroy' || role.id === 'captain')) {
      notes.push({ line: words('role.nothingFirstOnly', { role: label }), ref: role.ref });
      continue;
    }
    const always =
      ctx.table.optionIds.includes('franceFirstPlaceBonuses') && ctx.options.franceFirstPlaceBonuses === 'always';
    if (firstPlaceOnly && !always && (controller === undefined || controller !== soleFirst)) {
      notes.push({
        line: words('role.nothingNotSoleFirst', { role: label, who: name(id) }),
        ref: role.ref,
      });
      continue;
    }
    if (controller === undefined) {
      notes.push({
        line: words('role.uncontrolled', { role: label, who: name(id), points }),
        ref: role.ref,
      });
      continue;
    }
    if (points === 0) continue;
    extras[role.id] = { [controller]: points };
    notes.push({
      line:
        controller === id
          ? words('role.paid', { role: label, points, to: name(controller) })
          : words('role.paidToController', { role: label, points, to: name(controller), piece: name(id) }),
      ref: role.ref,
    });
  }
  return { extras, notes };
}
