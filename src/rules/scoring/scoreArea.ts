import { ranksUsed } from '../editions/options';
import type { AreaId } from '../state/areaIds';
import { HOME_BONUS, KING_BONUS } from '../state/pieces';
import type { ParticipantId } from '../state/scoringRequest';
import { explainArea } from './explainArea';
import { rankArea } from './rankArea';
import type { AreaScore, BonusOutcome, RankedGroup, ScoringBoard, ScoringRules } from './types';
import { valuesInForce } from './valuesInForce';

export interface ScoreAreaOptions {
  /** Only a sole first place scores (its first value, bonuses included); a tie for first scores nothing. */
  readonly firstPlaceOnly?: boolean;
}

/**
 * Scores one area as the board stands: ranks, values in force, the King's and home bonuses.
 * Neutral pieces take their rank but their value is lost, and a neutral first place blocks both bonuses.
 * @example scoreArea(board, 'aragon', { edition: CLASSIC, options: CLASSIC.defaults })
 */
export function scoreArea(
  board: ScoringBoard,
  area: AreaId,
  rules: ScoringRules,
  { firstPlaceOnly = false }: ScoreAreaOptions = {},
): AreaScore {
  const { values, source } = valuesInForce(board, area);
  const used = ranksUsed(rules.options, board.players.length);
  const participants = [...board.players, ...board.neutral];
  const ranked = rankArea(participants, board.pieces[area] ?? {}, values, used, rules.options.tie);
  // A first-place-only scoring pays the first value to a sole first place and nothing below it.
  const groups = firstPlaceOnly ? ranked.map((g) => ({ ...g, value: g.rank === 1 ? values[0] : 0 })) : ranked;
  const neutral = new Set(board.neutral);
  const isNeutral = (id: ParticipantId) => neutral.has(id);

  const base: Record<ParticipantId, number> = {};
  const ranks: Record<ParticipantId, number> = {};
  for (const group of groups) {
    for (const id of group.ids) {
      ranks[id] = group.rank;
      if (group.value > 0 && !isNeutral(id)) base[id] = group.value;
    }
  }

  const kingBonus = area === board.king ? firstPlaceBonus(groups, isNeutral) : { status: 'not-applicable' as const };
  const homeBonus = homeBonusOutcome(board, area, groups, isNeutral);
  const king: Record<ParticipantId, number> = kingBonus.status === 'awarded' ? { [kingBonus.to]: KING_BONUS } : {};
  const home: Record<ParticipantId, number> = homeBonus.status === 'awarded' ? { [homeBonus.to]: HOME_BONUS } : {};

  const points: Record<ParticipantId, number> = {};
  for (const id of participants) {
    const total = (base[id] ?? 0) + (king[id] ?? 0) + (home[id] ?? 0);
    if (total !== 0) points[id] = total;
  }

  const explanation = explainArea({
    area,
    board,
    rules,
    values,
    valuesSource: source,
    ranksUsed: used,
    firstPlaceOnly,
    groups,
    isNeutral,
    kingBonus,
    homeBonus,
  });
  return { area, points, base, king, home, ranks, explanation };
}

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
  area: AreaId,
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
