import { isBaseArea } from '../board/isRegion';
import { ruleOf } from '../editions/ruleOf';
import { scoringChoices } from '../play/index';
import { type DiskReason, disksNeeded } from '../scoring/disksNeeded';
import type { RegionId } from '../state/areaIds';
import { CASTILLO } from '../state/areaIds';
import type { GeneralScoringCommand } from '../state/commands';
import { BLACK_IDS } from '../state/modules';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import {
  changeArea,
  changeCourt,
  changeProvinces,
  countIn,
  isDummy,
  playerIds,
  playerWords,
} from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { words } from '../state/words';
import { checkRegionFor } from '../table/checks';
import { applyScoring, scoringBoardOf, scoringRulesOf } from '../table/scoringBoardOf';

/**
 * The players who must set a secret disk at this general scoring: those whose caballeros leave the Castillo,
 * and (New Regency) those whose Grande stands in it. The dummy never chooses.
 */
export function disksToSet(state: GameState): PlayerId[] {
  const setters = [...playerIds(state), ...BLACK_IDS];
  return disksNeeded(scoringBoardOf(state), scoringRulesOf(state))
    .map((need) => need.id)
    .filter((id) => setters.includes(id));
}

/** The words of a missing disk, by why the scoring needs it. */
const MISSING_KEY: Readonly<Record<DiskReason, string>> = {
  castillo: 'castillo',
  holder: 'holder',
  'unheld-inquisitor': 'unheld',
  'castillo-grande': 'grande',
  conspiracy: 'conspiracy',
};

/** Whose disk sends an id's Castillo caballeros: its own, or for black caballeros their holder's (P18 (a) unheld). */
const diskSetterOf = (state: GameState, id: PlayerId): PlayerId => {
  const black = BLACK_IDS.find((b) => b === id);
  return (black && state.modules?.holders?.[black]) ?? id;
};

/**
 * The general scoring after rounds 3, 6 and 9: every player with caballeros in the Castillo sets a
 * disk; the Castillo is scored, its caballeros go to the disk regions (the King's region sends them
 * back to court), then every region is scored in board order. The dummy cannot choose: its Castillo
 * caballeros go back to its supply.
 */
export function generalScoring(state: GameState, command: GeneralScoringCommand): Result<GameState> {
  const rule = ruleOf(state, 'general-scoring');
  const players = playerIds(state);
  const disks: Record<PlayerId, RegionId> = {};
  // Unheld black caballeros in the Castillo follow a disk the table names for them (reading P18 (a)).
  const setters = [...players, ...disksToSet(state)];
  for (const [id, pick] of Object.entries(command.disks ?? {})) {
    if (!setters.includes(id))
      return fail('disks/not-affected', words('refusal.disks/not-affected.scoring', { value: valueWords(id) }), rule);
    const region = checkRegionFor(state, pick, words('flow.what.disk', { who: playerWords(state, id) }), 'disk');
    if (!region.ok) return region;
    disks[id] = region.value;
  }
  const needs = disksNeeded(scoringBoardOf(state), scoringRulesOf(state));
  const missing = needs.find((need) => setters.includes(need.id) && disks[need.id] === undefined);
  if (missing)
    return fail(
      'disks/missing',
      words(`refusal.disks/missing.${MISSING_KEY[missing.reason]}`, { who: playerWords(state, missing.id) }),
      rule,
      { player: missing.id },
    );

  // Who of the Castillo's arrivals sits on the Limit table, where the holder chooses (Grand Inquisitor & the Colonies).
  const choices = scoringChoices(state, command, disks);
  if (!choices.ok) return choices;
  const { state: scored, result } = applyScoring(
    state,
    { kind: 'general', castilloDestinations: disks, ...choices.value },
    'general',
    undefined,
  );
  let next = scored;
  // New Regency: Grandes thrown into the Castillo follow their disks (or stay, or leave the board, by reading).
  if (Object.keys(result.grandesMoved).length > 0) {
    const grandes = { ...next.grandes };
    for (const [id, to] of Object.entries(result.grandesMoved)) {
      if (to === null) delete grandes[id];
      else if (isBaseArea(to)) grandes[id] = to;
    }
    next = { ...next, grandes };
  }
  // The Limit table as the scoring seated the Castillo's arrivals (Grand Inquisitor & the Colonies).
  if (result.limitTable && next.modules?.limitTable)
    next = { ...next, modules: { ...next.modules, limitTable: result.limitTable } };
  // A Conspiracy waited for this general scoring only: the Grandes followed their disks.
  if (next.modules?.conspiracy) next = { ...next, modules: { ...next.modules, conspiracy: false } };
  // With the King beside the Castillo (New Regency, Rebellion) its caballeros are thrown back in.
  if (result.castilloKept) return ok(next);
  for (const id of Object.keys(state.areas[CASTILLO] ?? {})) {
    const count = countIn(state, CASTILLO, id);
    if (count === 0) continue;
    next = changeArea(next, CASTILLO, id, -count);
    if (isDummy(state, id)) next = changeProvinces(next, id, count);
    // Black caballeros sent back to a court go with their figure (reading P16 (a)): under their own id.
    else if (result.returnedToCourt[id] !== undefined) next = changeCourt(next, id, count);
    else {
      // Set for every player with caballeros in the Castillo, and for black caballeros' setter (checked above).
      const to = disks[diskSetterOf(state, id)];
      if (to !== undefined) next = changeArea(next, to, id, count);
    }
  }
  return ok(next);
}
