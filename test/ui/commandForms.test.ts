/**
 * Every command a game can take has a form on the game screen, found by the phase that takes it
 * (`phasePanelOf`) and, in the turns phase, by the turn step it makes: the base game's steps are the
 * turn panel's own, a module's step has its form in `MODULE_STEP_FORMS` (its module's folder). A
 * command taken in any phase (a table correction) has the game screen's own form beside the panels.
 */
import { describe, expect, it } from 'vitest';
import { MODULE_IDS as ALL_MODULE_IDS, ANY_PHASE, isPlayable, type Phase, rulesOf } from '../../src/rules';
import { PowerPanel } from '../../src/ui/game/PowerPanel';
import { phasePanelOf } from '../../src/ui/game/phasePanels';
import { MODULE_STEP_FORMS } from '../../src/ui/modules/index';
import { ModifierHandsPanel } from '../../src/ui/modules/power-shift/ModifierHandsPanel';
import { ModifierPowerPanel } from '../../src/ui/modules/power-shift/ModifierPowerPanel';

// A module still being built has no screens yet.
const MODULE_IDS = ALL_MODULE_IDS.filter((id) => isPlayable(id));
const baseGame = rulesOf({ modules: [] });
/** The base game alone, and each module on its own: a module may replace a base phase's commands. */
const GAMES: readonly (readonly (typeof MODULE_IDS)[number][])[] = [[], ...MODULE_IDS.map((id) => [id])];

/**
 * Where the screens enter a command in a game with these modules: a phase's panel, or a turn step's form;
 * what is missing, if anything.
 */
function formIn(modules: readonly (typeof MODULE_IDS)[number][], type: string): string | undefined {
  // Taken whatever the phase: the game screen's own correction, beside every phase's panel.
  if (ANY_PHASE.some((t) => t === type)) return undefined;
  const rules = rulesOf({ modules });
  const phases = Object.entries(rules.phases).filter(
    ([, row]) =>
      row?.accepts.some((t) => t === type) ||
      (row?.takesTheTurnSteps && rules.turnSteps.some((s) => s.commands.some((c) => c === type))),
  );
  if (phases.length === 0) return `${type}: no phase takes it`;
  for (const [phase, row] of phases) {
    if (!phasePanelOf(modules, phase as Phase)) return `${type}: the phase ${phase} has no panel`;
    if (!row?.takesTheTurnSteps || row.accepts.some((t) => t === type)) continue;
    const step = rules.turnSteps.find((s) => s.commands.some((c) => c === type));
    const drawn = baseGame.turnSteps.some((s) => s.id === step?.id) || MODULE_STEP_FORMS[step?.id ?? 'end-turn'];
    if (!drawn) return `${type}: the turn step ${step?.id} has no form`;
  }
  return undefined;
}

/**
 * What is missing for a command in the games whose phases take it (a module may leave a base command to no
 * phase, as Intrigue & the King does the power cards).
 */
function formOf(type: string): string | undefined {
  const missing = GAMES.map((modules) => formIn(modules, type));
  const taken = missing.filter((m) => m !== `${type}: no phase takes it`);
  return taken.length === 0 ? `${type}: no phase takes it` : taken.find((m) => m !== undefined);
}

describe('the forms of the game screen', () => {
  it('give every phase of the base game and of every module a panel, in a game with that module', () => {
    expect(Object.keys(rulesOf({ modules: ['power-shift'] }).phases)).toContain('modifier-hands');
    const missing = GAMES.flatMap((modules) =>
      Object.keys(rulesOf({ modules }).phases).flatMap((phase) =>
        phasePanelOf(modules, phase as Phase) ? [] : [`${modules.join('') || 'base'}: ${phase}`],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('take a module’s panels from its folder of screens, only in a game that has it', () => {
    expect(phasePanelOf(['power-shift'], 'modifier-hands')).toBe(ModifierHandsPanel);
    expect(phasePanelOf([], 'modifier-hands')).toBeUndefined();
    // A module's own panel for a base phase: the power cards with a modifier.
    expect(phasePanelOf(['church', 'power-shift'], 'power')).toBe(ModifierPowerPanel);
    expect(phasePanelOf(['church'], 'power')).toBe(PowerPanel);
  });

  it('give every command of every module a form, by the phase or turn step that takes it', () => {
    const commands = [...new Set(GAMES.flatMap((modules) => Object.keys(rulesOf({ modules }).commands)))];
    expect(commands).toEqual(expect.arrayContaining(['place', 'modifier-hand', 'modifier-ability']));
    expect(commands.flatMap((type) => formOf(type) ?? [])).toEqual([]);
  });

  it('say which command has no form', () => {
    expect(formOf('no-such-command')).toBe('no-such-command: no phase takes it');
    expect(formOf('modifier-ability')).toBeUndefined();
  });
});
