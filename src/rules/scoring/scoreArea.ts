import { ranksUsed } from '../editions/options';
import type { ScoreValues } from '../state/areaIds';
import type { BoardAreaId, RoleId } from '../state/modules';
import { HOME_BONUS, KING_BONUS } from '../state/pieces';
import type { ParticipantId } from '../state/scoringRequest';
import { words } from '../state/words';
import { controllerOf, kingRegionOf, type ScoringContext, scoringContext, withFieldsOn } from './context';
import { type CountNote, countedPieces } from './countedPieces';
import { explainArea } from './explainArea';
import { rankArea } from './rankArea';
import { roleExtras } from './roleExtras';
import type { AreaScore, BonusOutcome, RankedGroup, ScoringBoard, ScoringRules } from './types';
import { valuesInForce } from './valuesInForce';

export interface ScoreAreaOptions {
  /** Only a sole first place scores (its first value, bonuses included); a tie for first scores nothing. */
  readonly firstPlaceOnly?: boolean;
  /** 2 when a fallen Granada is scored double. */
  readonly multiplier?: 1 | 2;
}

/**
 * Scores one area as the board stands: the counts that rank, the values in force, the King's and home
 * bonuses, and what special spaces pay. Neutral pieces (and black caballeros nobody holds, as an
 * invisible player) take their rank but their value is lost, and a neutral first place blocks both bonuses.
 * @example scoreArea(board, 'aragon', { edition: CLASSIC, options: CLASSIC.defaults })
 */
export function scoreArea(
  entered: ScoringBoard,
  area: BoardAreaId,
  rules: ScoringRules,
  { firstPlaceOnly = false, multiplier = 1 }: ScoreAreaOptions = {},
): AreaScore {
  const ctx = scoringContext(rules);
  const board = withFieldsOn(ctx, entered);
  if (ctx.table.area(area)?.captainOnly) return scoreCaptainOnly(ctx, board, area, firstPlaceOnly);
  const inForce = valuesInForce(ctx, board, area);
  const [first, second, third] = inForce.values;
  const values: ScoreValues = [first * multiplier, second * multiplier, third * multiplier];
  const used = ranksUsed(rules.options, board.players.length);
  const counted = countedPieces(ctx, board, area);
  const participants = [...board.players, ...board.neutral, ...counted.invisible];
  const ranked = rankArea(participants, counted.counts, values, used, rules.options.tie, counted.standing);
  // A first-place-only scoring pays the first value to a sole first place and nothing below it.
  const groups = firstPlaceOnly ? ranked.map((g) => ({ ...g, value: g.rank === 1 ? values[0] : 0 })) : ranked;
  const neutral = new Set([...board.neutral, ...counted.invisible]);
  const isNeutral = (id: ParticipantId) => neutral.has(id);

  const base: Record<ParticipantId, number> = {};
  const ranks: Record<ParticipantId, number> = {};
  const countedOut: Record<ParticipantId, number> = {};
  for (const group of groups) {
    for (const id of group.ids) {
      ranks[id] = group.rank;
      countedOut[id] = group.count;
      if (group.value > 0 && !isNeutral(id)) base[id] = group.value;
    }
  }

  const kingBonus =
    area === kingRegionOf(ctx, board) ? firstPlaceBonus(groups, isNeutral) : { status: 'not-applicable' as const };
  const homeBonus = homeBonusOutcome(board, area, groups, isNeutral);
  const king: Record<ParticipantId, number> = kingBonus.status === 'awarded' ? { [kingBonus.to]: KING_BONUS } : {};
  const home: Record<ParticipantId, number> = homeBonus.status === 'awarded' ? { [homeBonus.to]: HOME_BONUS } : {};
  const roles = roleExtras(ctx, board, area, { groups, firstPlaceOnly, firstValue: values[0] });
  const points = addUp([...participants, ...board.players], [base, king, home, ...Object.values(roles.extras)]);

  const countLines: CountNote[] = [...counted.notes];
  if (multiplier === 2) {
    countLines.unshift({
      line: words('count.granadaFallen', { area: ctx.areaName(area) }),
      ref: { source: '000', section: 'Variant Rules: Granada' },
    });
  }
  const explanation = explainArea({
    area,
    board,
    rules,
    values,
    valuesSource: inForce.source,
    ranksUsed: used,
    firstPlaceOnly,
    groups,
    isNeutral,
    kingBonus,
    homeBonus,
    countNotes: countLines,
    extraNotes: roles.notes,
    invisible: counted.invisible,
    ...(multiplier === 2 ? { doubledFrom: inForce.values } : {}),
  });
  return {
    area,
    points,
    base,
    king,
    home,
    ranks,
    extras: roles.extras,
    counted: countedOut,
    values,
    multiplier,
    explanation,
  };
}

/** Each id's points over every part, non-zero entries only. */
function addUp(
  ids: readonly ParticipantId[],
  parts: readonly Readonly<Record<ParticipantId, number>>[],
): Record<ParticipantId, number> {
  const points: Record<ParticipantId, number> = {};
  for (const id of new Set(ids)) {
    const total = parts.reduce((sum, part) => sum + (part[id] ?? 0), 0);
    if (total !== 0) points[id] = total;
  }
  return points;
}

/**
 * The Captain's Ship: nobody ranks there; the Captain's controller takes its first value (nothing in a
 * first-place-only scoring), and with `shipHomeBonus: captain` the home bonus when their Grande is aboard.
 */
function scoreCaptainOnly(
  ctx: ScoringContext,
  board: ScoringBoard,
  area: BoardAreaId,
  firstPlaceOnly: boolean,
): AreaScore {
  const inForce = valuesInForce(ctx, board, area);
  const first = inForce.values[0];
  const roles = roleExtras(ctx, board, area, { groups: [], firstPlaceOnly, firstValue: first });
  const captainId = board.modules?.roles?.captain;
  const captain = captainId ? controllerOf(ctx, board, captainId) : undefined;
  const homeByCaptain =
    !firstPlaceOnly &&
    ctx.options.shipHomeBonus === 'captain' &&
    captain !== undefined &&
    board.grandes[captain] === area;
  const home: Record<ParticipantId, number> = homeByCaptain ? { [captain]: HOME_BONUS } : {};
  const extras: Partial<Record<RoleId, Record<ParticipantId, number>>> = roles.extras;
  const points = addUp(board.players, [home, ...Object.values(extras)]);
  const notes: CountNote[] = [
    { line: words('count.ship.captainOnly', { area: ctx.areaName(area) }), ref: shipRef(ctx) },
    ...roles.notes,
  ];
  if (captainId === undefined) notes.push({ line: words('count.ship.captainEmpty'), ref: shipRef(ctx) });
  const explanation = explainArea({
    area,
    board,
    rules: ctx.rules,
    values: [first, 0, 0],
    valuesSource: inForce.source,
    ranksUsed: 1,
    firstPlaceOnly,
    groups: [],
    isNeutral: () => false,
    kingBonus: { status: 'not-applicable' },
    homeBonus: homeByCaptain ? { status: 'awarded', to: captain } : { status: 'not-applicable' },
    countNotes: notes,
    extraNotes: [],
    captainOnly: true,
  });
  return {
    area,
    points,
    base: {},
    king: {},
    home,
    ranks: {},
    extras,
    counted: {},
    values: [first],
    multiplier: 1,
    explanation,
  };
}

const shipRef = (ctx: ScoringContext) =>
  ctx.table.roles.captain?.ref ?? { source: '002' as const, section: 'Grand Inquisitor & the Colonies: Ship' };

/** The bonus outcome for sole first place, whoever's home or King's region it is. */
function firstPlaceBonus(groups: readonly RankedGroup[], isNeutral: (id: ParticipantId) => boolean): BonusOutcome {
  const first = groups[0];
  if (!first) return { status: 'nobody-here' };
  if (first.tied) return { status: 'tie-for-first', tied: first.ids };
  const [leader] = first.ids;
  if (leader === undefined) return { status: 'nobody-here' }; // a ranked group is never empty
  return isNeutral(leader) ? { status: 'neutral-first', neutral: leader } : { status: 'awarded', to: leader };
}

function homeBonusOutcome(
  board: ScoringBoard,
  area: BoardAreaId,
  groups: readonly RankedGroup[],
  isNeutral: (id: ParticipantId) => boolean,
): BonusOutcome {
  if (!board.players.some((id) => board.grandes[id] === area)) return { status: 'not-applicable' };
  const outcome = firstPlaceBonus(groups, isNeutral);
  if (outcome.status === 'awarded' && board.grandes[outcome.to] !== area) {
    return { status: 'first-has-no-home-here', first: outcome.to };
  }
  return outcome;
}
