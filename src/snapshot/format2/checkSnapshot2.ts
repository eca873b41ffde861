import type * as v from 'valibot';

import { issuePath } from '../issuePath';
import { sayWords } from '../schemaWords';
import { checkAreasOn } from './checkAreasOn';
import { checkDisks } from './checkDisks';
import { checkGeneralScoring } from './checkGeneralScoring';
import { checkHolders } from './checkHolders';
import { checkIdReferences, checkParticipants } from './checkIds';
import { checkLimitTable } from './checkLimitTable';
import { checkModules } from './checkModules';
import { checkPieces } from './checkPieces';
import { checkGrandes, checkKing, checkMobileScoreboards, checkQuarantine, checkRevolution } from './checkPlacements';
import { checkPrintedValues } from './checkPrintedValues';
import { checkRoles } from './checkRoles';
import { checkScoreKind } from './checkScoreKind';
import { checkSwitches } from './checkSwitches';
import { firstProblem, type Problem } from './problem';
import type { Snapshot2 } from './schema2';
import { viewOf } from './view';

/**
 * The checks of a format-2 snapshot against itself, in the order they are asked: each may rely on those
 * before it (areas and ids are on the table before anything stands on them, the pieces are sound before
 * roles and the Limit table count them, and so on). Roughly the order of the fields.
 */
const CHECKS = [
  checkSwitches,
  checkParticipants,
  checkAreasOn,
  checkIdReferences,
  checkKing,
  checkGrandes,
  checkMobileScoreboards,
  checkPrintedValues,
  checkPieces,
  checkRoles,
  checkHolders,
  checkLimitTable,
  checkQuarantine,
  checkRevolution,
  checkDisks,
  checkScoreKind,
  checkGeneralScoring,
];

/** The first problem of a format-2 snapshot whose fields each passed their own checks. */
export function problemOf(snapshot: Snapshot2): Problem | undefined {
  return checkModules(snapshot) ?? firstProblem(viewOf(snapshot), CHECKS);
}

/** `problemOf` as a valibot check, reporting the problem at the path of the field at fault. */
export function checkSnapshot2({ dataset, addIssue }: v.RawCheckContext<Snapshot2>): void {
  if (!dataset.typed) return;
  const problem = problemOf(dataset.value);
  if (!problem) return;
  const [path, message] = problem;
  addIssue({ message: sayWords(message), ...issuePath(dataset.value, path) });
}
