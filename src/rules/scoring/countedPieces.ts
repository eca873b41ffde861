import type { BoardAreaId } from '../state/modules';
import { entriesOf } from '../state/records';
import type { ParticipantId } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { listOf, type Words, words } from '../state/words';
import type { ScoringContext } from './context';
import type { ScoringBoard } from './types';

/** A line of explanation about what was counted, and the rule behind it. */
export interface CountNote {
  readonly line: Words;
  readonly ref: RuleRef;
}

/** The counts an area is ranked on, and why they differ from the pieces standing there. */
export interface CountedPieces {
  readonly counts: Readonly<Record<ParticipantId, number>>;
  /** Black caballeros nobody holds that still take ranks, as an invisible player whose value is lost. */
  readonly invisible: readonly ParticipantId[];
  /** With home advantage for first place only: each id's count plus its Grande, which decides first place. */
  readonly standing?: Readonly<Record<ParticipantId, number>>;
  readonly notes: readonly CountNote[];
}

const HOME_ADVANTAGE_REF: RuleRef = { source: '000', section: 'Variant Rules: Home Region Advantages' };

/**
 * The caballeros a ranking counts in one area (board snapshot format 2, "Ranking one area", steps
 * 1–4): the Limit table's spaces, the Viceroy left out, black caballeros merged into their holder,
 * kept as an invisible player or removed, and a Grande counted as one of its owner's caballeros.
 */
export function countedPieces(
  ctx: ScoringContext,
  board: ScoringBoard,
  area: BoardAreaId,
  { grandes = true }: { readonly grandes?: boolean } = {},
): CountedPieces {
  const notes: CountNote[] = [];
  const extra = board.modules;
  const name = (id: ParticipantId) => ctx.name(board, id);
  const counts: Record<ParticipantId, number> = { ...board.pieces[area] };

  const limit = extra?.limitTable;
  if (limit && limit.area === area) {
    for (const [id, n] of entriesOf(counts)) {
      const on = limit.onTable[id] ?? 0;
      if (on < n)
        notes.push({
          line: words('count.offLimitTable', { count: n - on, who: name(id) }),
          ref: LIMIT_REF,
        });
      counts[id] = on;
    }
  }

  const viceroy = extra?.roles?.viceroy;
  const viceroyRole = ctx.table.roles.viceroy;
  if (viceroy !== undefined && viceroyRole?.area === area && (counts[viceroy] ?? 0) > 0) {
    counts[viceroy] = (counts[viceroy] ?? 0) - 1;
    notes.push({ line: words('count.viceroyLeftOut', { who: name(viceroy) }), ref: viceroyRole.ref });
  }

  const invisible: ParticipantId[] = [];
  for (const black of ['church', 'inquisitor'] as const) {
    const pieces = ctx.table.black[black];
    const n = counts[black] ?? 0;
    if (!pieces || n === 0) continue;
    delete counts[black];
    const holder = extra?.holders?.[black] ?? null;
    const counting = black === 'inquisitor' ? ctx.options.inquisitor : undefined;
    if (counting === 'never-count') {
      notes.push({
        line: words('count.black.never', { count: n, black: name(black) }),
        ref: pieces.ref,
      });
    } else if (holder !== null) {
      counts[holder] = (counts[holder] ?? 0) + n;
      notes.push({
        line: words('count.black.holder', { count: n, black: name(black), holder: name(holder) }),
        ref: pieces.ref,
      });
    } else if ((black === 'church' && ctx.options.churchUnheld === 'neutral') || counting === 'holder-else-invisible') {
      counts[black] = n;
      invisible.push(black);
      notes.push({
        line: words('count.black.invisible', { count: n, black: name(black) }),
        ref: pieces.ref,
      });
    } else {
      notes.push({
        line: words('count.black.nobody', { count: n, black: name(black) }),
        ref: pieces.ref,
      });
    }
  }

  if (!grandes || !ctx.table.grandeCountsInMajority) return { counts, invisible, notes };
  const homes = board.players.filter((id) => board.grandes[id] === area);
  if (homes.length === 0) return { counts, invisible, notes };
  if (ctx.options.homeAdvantage === 'all-ranks') {
    for (const id of homes) counts[id] = (counts[id] ?? 0) + 1;
    notes.push({
      line: words('count.home.allRanks', { who: listOf(homes.map(name)) }),
      ref: HOME_ADVANTAGE_REF,
    });
    return { counts, invisible, notes };
  }
  const standing: Record<ParticipantId, number> = { ...counts };
  for (const id of homes) standing[id] = (standing[id] ?? 0) + 1;
  notes.push({
    line: words('count.home.firstOnly', { who: listOf(homes.map(name)) }),
    ref: HOME_ADVANTAGE_REF,
  });
  return { counts, invisible, standing, notes };
}

const LIMIT_REF: RuleRef = { source: '002', section: 'Grand Inquisitor & the Colonies: Limit table' };
