/**
 * One list of modules: every id the game and the snapshot know is in it once, the registry by id is
 * read from it, and a module says it changes only play exactly when its id is a play-only one (the
 * vocabulary board snapshots do not take).
 */
import { describe, expect, it } from 'vitest';
import { MODULE_IDS, MODULE_LIST, MODULES, SCORING_MODULE_IDS } from '../../../src/rules';

describe('the one list of modules', () => {
  it('holds every module id once', () => {
    const ids = MODULE_LIST.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...MODULE_IDS].sort());
  });

  it('gives the registry by id', () => {
    for (const m of MODULE_LIST) expect(MODULES[m.id]).toBe(m);
    expect(Object.keys(MODULES).sort()).toEqual([...MODULE_IDS].sort());
  });

  it('marks as play-only exactly the modules a board snapshot never names', () => {
    const playOnly = MODULE_LIST.filter((m) => m.playOnly === true).map((m) => m.id);
    const scoring: readonly string[] = SCORING_MODULE_IDS;
    expect(playOnly.sort()).toEqual(MODULE_IDS.filter((id) => !scoring.includes(id)).sort());
  });
});
