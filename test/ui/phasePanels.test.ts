/**
 * Every phase a game can be in has its panel on the game screen: the base game's, and each phase a
 * module brings (its panel in the module's own folder of screens).
 */
import { describe, expect, it } from 'vitest';
import { MODULE_IDS, rulesOf } from '../../src/rules';
import { PHASE_PANELS } from '../../src/ui/game/phasePanels';
import { MODULE_PHASE_PANELS } from '../../src/ui/modules/index';

describe('the phase panels', () => {
  it('give every phase of the base game and of every module a panel', () => {
    const phases = Object.keys(rulesOf({ modules: [...MODULE_IDS] }).phases);
    expect(phases).toContain('modifier-hands');
    expect(phases.filter((phase) => !Object.hasOwn(PHASE_PANELS, phase))).toEqual([]);
  });

  it('take a module’s panels from its folder of screens', () => {
    expect(PHASE_PANELS['modifier-hands']).toBe(MODULE_PHASE_PANELS['modifier-hands']);
  });
});
