import type { ScoreJson, SnapshotJson } from './draft';
import { formatOf } from './draftTable';

/**
 * The snapshot as the public format writes it: format 1 for a board with no variant or expansion
 * (field for field as the calculator always wrote it), otherwise format 2 with its fields in the
 * contract's order. A format-2 field that holds nothing is left out: absent means "none".
 */
export function snapshotObject(s: SnapshotJson): Record<string, unknown> {
  const format = formatOf(s);
  const given = <K extends string, V>(key: K, value: V | undefined, wanted = value !== undefined) =>
    wanted ? { [key]: value } : {};
  return {
    format,
    edition: s.edition,
    ...given('modules', s.modules, (s.modules?.length ?? 0) > 0),
    rules: s.rules,
    players: s.players,
    neutral: s.neutral,
    king: s.king,
    grandes: s.grandes,
    mobileScoreboards: s.mobileScoreboards,
    ...given('printedValues', s.printedValues),
    pieces: s.pieces,
    ...given('roles', s.roles, Object.keys(s.roles ?? {}).length > 0),
    ...given('church', s.church),
    ...given('inquisitor', s.inquisitor),
    ...given('limitTable', s.limitTable),
    ...given('granada', s.granada),
    ...given('quarantine', s.quarantine),
    ...given('conspiracy', s.conspiracy, s.conspiracy === true),
    ...given('revolution', s.revolution),
    castilloDestinations: s.castilloDestinations,
    score: scoreObject(s.score),
  };
}

/** The request as written: a general scoring's choices only when the table made some. */
function scoreObject(score: ScoreJson): object {
  if (score.kind !== 'general') return score;
  const { limitTableArrivals, interludeMoves } = score;
  return {
    kind: score.kind,
    ...(limitTableArrivals ? { limitTableArrivals } : {}),
    ...(interludeMoves?.length ? { interludeMoves } : {}),
  };
}

/** The snapshot file's text, as exported and copied. */
export const snapshotText = (s: SnapshotJson): string => `${JSON.stringify(snapshotObject(s), null, 2)}\n`;
