/**
 * Choosing variants and expansions at setup: each a module of the edition, never two the texts keep
 * apart, each playable turn by turn, with its readings. Rules: 000 "Variant Rules" (combined freely);
 * 002 (the expansions, never with the 1995 France); docs/format-2-readings.md for the readings.
 */
import { describe, expect, it } from 'vitest';
import { MODULE_IDS, MODULE_LIST } from '../../../src/rules';
import { setupModules } from '../../../src/rules/game/setupModules';
import { isPlayable, MODULE_PLAY } from '../../../src/rules/play/index';
import { say } from '../../support/speech';
import { newGame, setupCommand, setupRefused } from '../flow/_tables';

const codeOf = (result: ReturnType<typeof setupModules>) => (result.ok ? 'ok' : result.error.code);

describe('setup: modules', () => {
  it('a game set up without modules is the base game, with no module state', () => {
    const state = newGame();
    expect(state.setup.modules).toEqual([]);
    expect(state.setup.moduleOptions).toEqual({});
    expect(state.modules).toBeUndefined();
  });

  it('refuses a list that is not a list, an unknown id and a module named twice', () => {
    expect(codeOf(setupModules('classic', 'church', {}))).toBe('setup/bad-modules');
    expect(codeOf(setupModules('classic', ['colonies'], {}))).toBe('setup/unknown-module');
    expect(codeOf(setupModules('classic', ['church', 'church'], {}))).toBe('setup/duplicate-module');
  });

  it('refuses a module its edition does not play, naming both', () => {
    const result = setupModules('2023', ['home-advantage'], {});
    expect(result.ok ? undefined : say(result.error.message)).toBe(
      'Home region advantages (1995 variant) is not played with the 2023 edition',
    );
  });

  it('refuses two modules the texts keep apart, with the reason', () => {
    const result = setupModules('classic', ['france-1995', 'grand-inquisitor-colonies'], {});
    expect(result.ok ? undefined : say(result.error.message)).toMatch(
      /^Grand Inquisitor & the Colonies cannot join France \(1995 variant\): the 1995 France and the expansion’s France are two different Frances/,
    );
  });

  it('refuses, in the setup command, a module that cannot yet be played turn by turn', () => {
    const waiting = MODULE_IDS.filter((id) => MODULE_PLAY[id] === undefined);
    for (const id of waiting) {
      const result = setupModules('classic', [id], {});
      expect(['setup/module-not-playable', 'setup/module-edition']).toContain(codeOf(result));
    }
    const [first] = waiting.filter((id) => id !== 'intrigue-king' && id !== 'new-regency');
    if (first) setupRefused({ ...setupCommand(), modules: [first] }, 'setup/module-not-playable');
  });

  it('takes The King & the Colonies: Intrigue & the King with the Colonies, in either order', () => {
    const both = setupModules('classic', ['grand-inquisitor-colonies', 'intrigue-king'], {});
    expect(both.ok ? both.value.modules : []).toEqual(['intrigue-king', 'grand-inquisitor-colonies']);
    expect(codeOf(setupModules('bigbox', ['intrigue-king', 'grand-inquisitor-colonies'], {}))).toBe('ok');
  });

  it('refuses a reading of no module, a reading of a module not in play and a value that is not a choice', () => {
    expect(codeOf(setupModules('classic', [], { colour: 'red' }))).toBe('setup/unknown-module-option');
    expect(codeOf(setupModules('classic', [], { churchUnheld: 'neutral' }))).toBe('setup/module-option-not-in-play');
    expect(codeOf(setupModules('classic', [], []))).toBe('setup/bad-module-options');
  });

  it('lists the modules in the order of the module list, whatever order the setup named them in', () => {
    const playable = MODULE_IDS.filter((id) => isPlayable(id) && MODULE_PLAY[id] !== undefined);
    // Each playable one that may join those before it (some are kept apart, as the 1995 France and the Colonies).
    const classic = playable.reduce<typeof playable>(
      (sofar, id) => (setupModules('classic', [...sofar, id], {}).ok ? [...sofar, id] : sofar),
      [],
    );
    const result = setupModules('classic', [...classic].reverse(), {});
    expect(classic.length).toBeGreaterThan(2);
    expect(result.ok ? result.value.modules : result.error.code).toEqual(
      MODULE_LIST.map((m) => m.id).filter((id) => classic.includes(id)),
    );
  });
});
