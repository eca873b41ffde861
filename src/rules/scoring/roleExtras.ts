import type { ModuleRole } from '../modules/index';
import { type BoardAreaId, type ModuleId, ROLE_NAMES, type RoleId } from '../state/modules';
import type { ParticipantId } from '../state/scoringRequest';
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
    const label = ROLE_NAMES[role.id];
    const points = role.points === 'first-value' ? firstValue : role.points;
    const controller = controllerOf(ctx, board, id);
    if (firstPlaceOnly && (role.id === 'viceroy' || role.id === 'captain')) {
      notes.push({ line: `The ${label} earns nothing in a first-place-only scoring.`, ref: role.ref });
      continue;
    }
    const always =
      ctx.table.optionIds.includes('franceFirstPlaceBonuses') && ctx.options.franceFirstPlaceBonuses === 'always';
    if (firstPlaceOnly && !always && (controller === undefined || controller !== soleFirst)) {
      notes.push({
        line: `The ${label} (${name(id)}) earns nothing: in a first-place-only scoring only a holder alone in first place takes it.`,
        ref: role.ref,
      });
      continue;
    }
    if (controller === undefined) {
      notes.push({
        line: `The ${label} is ${name(id)}'s, which nobody controls: its ${points} points are lost.`,
        ref: role.ref,
      });
      continue;
    }
    if (points === 0) continue;
    extras[role.id] = { [controller]: points };
    const whose = controller === id ? name(id) : `${name(id)}, controlled by ${name(controller)}`;
    notes.push({
      line: `${label}: +${points} to ${name(controller)} (the piece on that space is ${whose}).`,
      ref: role.ref,
    });
  }
  return { extras, notes };
}
