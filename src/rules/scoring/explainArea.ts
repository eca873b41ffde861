import { RULE_OPTIONS } from '../editions/options';
import type { ScoreValues } from '../state/areaIds';
import type { BoardAreaId } from '../state/modules';
import { HOME_BONUS, KING_BONUS } from '../state/pieces';
import type { ParticipantId } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { describeRanksUsed, listNames, plural } from './_lib/words';
import type { CountNote } from './countedPieces';
import type { AreaExplanation, BonusOutcome, RankedGroup, ScoringBoard, ScoringRules, ValuesSource } from './types';

export interface ExplainAreaInput {
  readonly area: BoardAreaId;
  readonly board: ScoringBoard;
  readonly rules: ScoringRules;
  readonly values: ScoreValues;
  readonly valuesSource: ValuesSource;
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly groups: readonly RankedGroup[];
  readonly isNeutral: (id: ParticipantId) => boolean;
  readonly kingBonus: BonusOutcome;
  readonly homeBonus: BonusOutcome;
  /** What the variants and expansions changed in the counts (off the Limit table, the Viceroy, black caballeros). */
  readonly countNotes?: readonly CountNote[];
  /** What the special spaces paid, or why they did not. */
  readonly extraNotes?: readonly CountNote[];
  /** The Captain's Ship: nobody ranks, so no ranks line. */
  readonly captainOnly?: boolean;
  /** Black caballeros nobody holds that took a rank as an invisible player. */
  readonly invisible?: readonly ParticipantId[];
  /** The values before a fallen Granada doubled them. */
  readonly doubledFrom?: ScoreValues;
}

/** Turns one area's scoring into sentences a player can check against the board, with the rules behind them. */
export function explainArea(input: ExplainAreaInput): AreaExplanation {
  const {
    area,
    board,
    rules,
    values,
    valuesSource,
    ranksUsed,
    firstPlaceOnly,
    groups,
    isNeutral,
    kingBonus,
    homeBonus,
    countNotes = [],
    extraNotes = [],
    captainOnly = false,
    doubledFrom,
    invisible = [],
  } = input;
  const areaName = rules.edition.areaName(area);
  const name = (id: ParticipantId) => board.names?.[id] || id;
  const valuesText = values.join('/');
  const shown = captainOnly ? String(values[0]) : valuesText;
  // A sentence starts with a capital, whatever the area's name ("the Ship").
  const subject = areaName.charAt(0).toUpperCase() + areaName.slice(1);
  const lines: string[] = [
    doubledFrom
      ? `${subject} scores ${shown}: ${valuesSource === 'printed' ? 'its printed values' : `the ${valuesSource} mobile scoreboard's values`} ${doubledFrom.join('/')}, doubled.`
      : valuesSource === 'printed'
        ? `${subject} scores ${shown} (its printed values).`
        : valuesSource === 'entered'
          ? `${subject} scores ${shown} (the values printed on its piece, as the table entered them).`
          : `${subject} scores ${shown}: the ${valuesSource} mobile scoreboard lies here and replaces the printed values.`,
  ];
  if (!captainOnly) {
    lines.push(
      `With ${board.players.length} scoring players, ${describeRanksUsed(ranksUsed)}.` +
        (firstPlaceOnly ? ' This scoring pays only a sole first place.' : ''),
    );
  }
  lines.push(...countNotes.map((n) => n.line));
  if (groups.length === 0 && !captainOnly) lines.push('Nobody has caballeros here, so nobody scores.');
  groups.forEach((group, index) => {
    lines.push(describeGroup(group, { ranksUsed, firstPlaceOnly, isNeutral, name, invisible }));
    if (group.tied && groups[index + 1]) {
      lines.push(
        rules.options.tie === 'official'
          ? `After a tie the next in line continues at rank ${group.nextRank}, the rank after the one the tied group received.`
          : `After a tie of ${group.ids.length} the next in line skips one rank per tied colour, to rank ${group.nextRank}.`,
      );
    }
  });
  if (kingBonus.status !== 'not-applicable') lines.push(describeBonus("King's bonus", KING_BONUS, kingBonus, name));
  if (homeBonus.status !== 'not-applicable') lines.push(describeBonus('Home bonus', HOME_BONUS, homeBonus, name));
  lines.push(...extraNotes.map((n) => n.line));

  return {
    areaName,
    values,
    valuesSource,
    ranksUsed,
    firstPlaceOnly,
    groups,
    neutral: groups.flatMap((g) => g.ids.filter(isNeutral)),
    kingBonus,
    homeBonus,
    lines,
    refs: dedupeRefs([...refsFor(input), ...countNotes.map((n) => n.ref), ...extraNotes.map((n) => n.ref)]),
  };
}

interface GroupContext {
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly isNeutral: (id: ParticipantId) => boolean;
  readonly name: (id: ParticipantId) => string;
  readonly invisible: readonly ParticipantId[];
}

function describeGroup(
  group: RankedGroup,
  { ranksUsed, firstPlaceOnly, isNeutral, name, invisible }: GroupContext,
): string {
  const label = (id: ParticipantId) =>
    invisible.includes(id) ? `${name(id)} (an invisible player)` : isNeutral(id) ? `${name(id)} (neutral)` : name(id);
  const who = listNames(group.ids.map(label));
  const why = group.ids.some((id) => invisible.includes(id))
    ? 'because an invisible player never scores'
    : 'because neutral pieces never score';
  const holding = group.tied
    ? `${who} tie with ${plural(group.count, 'caballero')} each and take rank ${group.rank}, the rank below the one they tied for`
    : `${who} has ${plural(group.count, 'caballero')} and takes rank ${group.rank}`;
  const value = group.value;
  const lost = group.ids.filter(isNeutral);
  let outcome: string;
  if (firstPlaceOnly && group.rank !== 1) {
    outcome =
      group.tied && group.rank === 2 ? 'a tie for first pays nothing here' : 'only a sole first place scores here';
  } else if (group.rank > ranksUsed) {
    outcome =
      group.rank > 3 ? 'no board pays a rank that low' : `rank ${group.rank} does not score with this many players`;
  } else if (value === 0) {
    outcome = `rank ${group.rank} is worth 0 here`;
  } else if (lost.length === group.ids.length) {
    outcome = `the ${plural(value, 'point')} are lost, ${why}`;
  } else {
    const paid = group.ids.filter((id) => !isNeutral(id));
    outcome =
      `${plural(value, 'point')}${group.tied ? ' each' : ''}` +
      (lost.length > 0
        ? ` for ${listNames(paid.map(name))}; ${listNames(lost.map(name))}'s share is lost, ${why}`
        : '');
  }
  // A line opening on "the Church" or "the Grand Inquisitor" starts with a capital; ids stay as the table wrote them.
  const line = `${holding}: ${outcome}.`;
  return line.startsWith('the ') ? `T${line.slice(1)}` : line;
}

function describeBonus(
  bonus: string,
  points: number,
  outcome: BonusOutcome,
  name: (id: ParticipantId) => string,
): string {
  switch (outcome.status) {
    case 'awarded':
      return `${bonus}: +${points} to ${name(outcome.to)}, alone in first place.`;
    case 'tie-for-first':
      return `${bonus}: not given, because ${listNames(outcome.tied.map(name))} tie for first place.`;
    case 'neutral-first':
      return `${bonus}: not given, because ${neutralName(name(outcome.neutral))} holds first place.`;
    case 'nobody-here':
      return `${bonus}: nobody is here to take it.`;
    case 'first-has-no-home-here':
      return `${bonus}: not given; ${name(outcome.first)} is first but has no Grande here.`;
    case 'not-applicable':
      return `${bonus}: does not apply here.`;
  }
}

function refsFor({
  board,
  rules,
  area,
  valuesSource,
  groups,
  kingBonus,
  homeBonus,
  firstPlaceOnly,
}: ExplainAreaInput): RuleRef[] {
  const { ruleRefs } = rules.edition;
  const refs: RuleRef[] = [ruleRefs.ranking, ruleRefs['ranks-used']];
  if (groups.some((g) => g.tied)) {
    const tieChoice = RULE_OPTIONS.tie.choices.find((c) => c.value === rules.options.tie);
    refs.push(rules.options.tie === rules.edition.defaults.tie || !tieChoice ? ruleRefs.ties : tieChoice.ref);
  }
  if (valuesSource !== 'printed') refs.push(ruleRefs['mobile-scoreboards']);
  if (board.neutral.some((id) => (board.pieces[area]?.[id] ?? 0) > 0)) refs.push(ruleRefs['neutral-pieces']);
  if (kingBonus.status !== 'not-applicable') refs.push(ruleRefs['king-bonus']);
  if (homeBonus.status !== 'not-applicable') refs.push(ruleRefs['home-bonus']);
  if (firstPlaceOnly) refs.push(ruleRefs['score-first-place-only']);
  return dedupeRefs(refs);
}

function dedupeRefs(refs: readonly RuleRef[]): RuleRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.source}|${ref.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A neutral's name in a sentence: "the neutral dummy", or a name that already reads as one ("the Grand Inquisitor"). */
const neutralName = (name: string) => (name.startsWith('the ') ? `${name}, neutral here,` : `the neutral ${name}`);
