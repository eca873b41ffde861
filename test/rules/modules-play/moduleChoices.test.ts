/**
 * What the new-game screen offers for variants and expansions, and what the game screen lists as in
 * play: every module of the edition with its state and the readings of the chosen ones. Rules: 000
 * "Variant Rules" (the 1995 variants), 002 (the expansions, never with the 1995 France), 004 (2023).
 */
import { describe, expect, it } from 'vitest';
import { MODULE_OPTIONS, MODULES, type ModuleId, modulesOfEdition } from '../../../src/rules';
import { modulesInPlay, setupModuleChoices } from '../../../src/rules/game/setupModules';
import { isPlayable } from '../../../src/rules/play/index';
import { say } from '../../support/speech';

const everyOne = () => true;
const stateOf = (choices: ReturnType<typeof setupModuleChoices>, id: ModuleId) =>
  choices.modules.find((m) => m.id === id)?.state;

describe('module choices at setup', () => {
  it('lists every module of the edition, in the order of the module list, with its name, summary and citation', () => {
    for (const edition of ['classic', '2023'] as const) {
      const choices = setupModuleChoices(edition, []);
      expect(choices.modules.map((m) => m.id)).toEqual(modulesOfEdition(edition).map((m) => m.id));
    }
    const church = setupModuleChoices('classic', []).modules.find((m) => m.id === 'church');
    expect(church?.name).toBe(MODULES.church.name);
    expect(church?.summary).toBe(MODULES.church.summary);
    expect(say(church?.citation ?? '')).toBe('1995 rules, “The Church”');
  });

  it('says a module that cannot be played turn by turn yet is waiting, and where its boards can be scored', () => {
    const choices = setupModuleChoices('classic', []);
    for (const m of choices.modules) {
      if (isPlayable(m.id)) continue;
      expect(m.state.kind).toBe('not-playable');
      const why = m.state.kind === 'not-playable' ? say(m.state.why) : '';
      expect(why).toMatch(/^Not yet playable turn by turn/);
      expect(why.includes('calculator')).toBe(MODULES[m.id].playOnly !== true);
    }
  });

  it('drops a chosen module that cannot be played yet, so the setup never carries it', () => {
    const waiting = modulesOfEdition('classic').find((m) => !isPlayable(m.id));
    if (!waiting) return;
    const choices = setupModuleChoices('classic', [waiting.id]);
    expect(choices.chosen.modules).toEqual([]);
    expect(stateOf(choices, waiting.id)?.kind).toBe('not-playable');
  });

  it('marks the chosen modules and offers the others that may join them', () => {
    const choices = setupModuleChoices('classic', ['church', 'home-advantage'], {}, everyOne);
    expect(choices.chosen.modules).toEqual(['home-advantage', 'church']);
    expect(stateOf(choices, 'church')).toEqual({ kind: 'chosen' });
    expect(stateOf(choices, 'home-advantage')).toEqual({ kind: 'chosen' });
    expect(stateOf(choices, 'granada-1995')).toEqual({ kind: 'may-add' });
  });

  it('keeps apart a module the texts never combine with a chosen one, naming it and the reason', () => {
    const choices = setupModuleChoices('classic', ['france-1995'], {}, everyOne);
    const state = stateOf(choices, 'grand-inquisitor-colonies');
    expect(state?.kind).toBe('kept-apart');
    expect(state?.kind === 'kept-apart' ? say(state.why) : '').toBe(
      'Cannot join France (1995 variant): the 1995 France and the expansion’s France are two different Frances with opposite rules for the King',
    );
    expect(stateOf(choices, 'grandissimo')).toEqual({ kind: 'may-add' });
  });

  it('offers the Colonies beside Intrigue & the King: The King & the Colonies', () => {
    const choices = setupModuleChoices('classic', ['intrigue-king'], {});
    expect(stateOf(choices, 'grand-inquisitor-colonies')).toEqual({ kind: 'may-add' });
    const both = setupModuleChoices('classic', ['grand-inquisitor-colonies', 'intrigue-king'], {});
    expect(both.chosen.modules).toEqual(['intrigue-king', 'grand-inquisitor-colonies']);
  });

  it('keeps the first of two chosen modules the texts keep apart, and drops the other', () => {
    const choices = setupModuleChoices('classic', ['grand-inquisitor-colonies', 'france-1995'], {}, everyOne);
    expect(choices.chosen.modules).toEqual(['france-1995']);
    expect(stateOf(choices, 'grand-inquisitor-colonies')?.kind).toBe('kept-apart');
  });

  it('drops a chosen module of another edition', () => {
    const choices = setupModuleChoices('2023', ['church', 'power-shift'], {}, everyOne);
    expect(choices.chosen.modules).toEqual(['power-shift']);
    expect(choices.modules.some((m) => m.id === 'church')).toBe(false);
  });

  it('offers no reading without modules', () => {
    expect(setupModuleChoices('classic', []).readings).toEqual([]);
    expect(setupModuleChoices('classic', [], { churchUnheld: 'neutral' }).chosen.moduleOptions).toEqual({});
  });

  it('offers the readings of the chosen modules with their choices, citations and defaults', () => {
    const choices = setupModuleChoices('classic', ['church', 'home-advantage'], {}, everyOne);
    expect(choices.readings.map((r) => r.id)).toEqual([
      'homeAdvantage',
      'churchUnheld',
      'regionTotals',
      'churchMoveFarther',
      'extraCaballeros',
    ]);
    const [home] = choices.readings;
    expect(home?.label).toBe(MODULE_OPTIONS.homeAdvantage.label);
    expect(home?.choices.map((c) => c.value)).toEqual(['all-ranks', 'first-place']);
    expect(say(home?.choices[0]?.citation ?? '')).toBe('1995 rules, “Variant Rules: Home Region Advantages”');
    expect(home?.defaultValue).toBe('all-ranks');
    expect(home?.value).toBe('all-ranks');
  });

  it('gives a reading chosen for a chosen module as in force, and carries it in the setup', () => {
    const choices = setupModuleChoices('classic', ['church'], { churchUnheld: 'neutral' }, everyOne);
    expect(choices.readings.find((r) => r.id === 'churchUnheld')?.value).toBe('neutral');
    expect(choices.chosen.moduleOptions).toEqual({ churchUnheld: 'neutral' });
  });

  it('offers every reading of every chosen module, those only play reads included, and carries any choice of it', () => {
    for (const edition of ['classic', 'bigbox', '2023'] as const) {
      for (const module of modulesOfEdition(edition)) {
        const offered = setupModuleChoices(edition, [module.id], {}, everyOne);
        if (!offered.chosen.modules.includes(module.id)) continue;
        expect(offered.readings.map((r) => r.id)).toEqual(expect.arrayContaining([...(module.options ?? [])]));
        for (const id of module.options ?? []) {
          const reading = offered.readings.find((r) => r.id === id);
          expect(
            reading?.choices.map((c) => c.value),
            `${edition} ${module.id} ${id}`,
          ).toEqual(MODULE_OPTIONS[id].choices.map((c) => c.value));
          for (const { value } of MODULE_OPTIONS[id].choices) {
            const taken = setupModuleChoices(edition, [module.id], { [id]: value }, everyOne);
            expect(taken.readings.find((r) => r.id === id)?.value).toBe(value);
            expect(taken.chosen.moduleOptions[id], `${edition} ${module.id} ${id} ${value}`).toBe(value);
          }
        }
      }
    }
  });

  it('offers where France lies with France and moving restrictions chosen, and takes the other reading', () => {
    const modules: ModuleId[] = ['moving-restrictions', 'france-1995'];
    const given = { franceAccess: 'special-actions-only' } as const;
    const choices = setupModuleChoices('classic', modules, given);
    expect(choices.readings.map((r) => r.id)).toContain('franceAccess');
    expect(choices.readings.find((r) => r.id === 'franceAccess')?.defaultValue).toBe('borders-aragon-cataluna');
    expect(choices.chosen.moduleOptions).toEqual(given);
  });

  it('drops a reading whose module is no longer chosen, and a value that is not one of its choices', () => {
    const given = { churchUnheld: 'neutral', homeAdvantage: 'first-place' } as const;
    expect(setupModuleChoices('classic', ['church'], given, everyOne).chosen.moduleOptions).toEqual({
      churchUnheld: 'neutral',
    });
    const odd = JSON.parse('{"churchUnheld":"loud"}');
    expect(setupModuleChoices('classic', ['church'], odd, everyOne).chosen.moduleOptions).toEqual({});
  });
});

describe('modules in play', () => {
  it('lists none for a base game', () => {
    expect(modulesInPlay({ modules: [], moduleOptions: {} })).toEqual([]);
  });

  it('lists each module with its summary, citation and readings in force, given or default', () => {
    const listed = modulesInPlay({ modules: ['church', 'home-advantage'], moduleOptions: { churchUnheld: 'neutral' } });
    expect(listed.map((m) => m.id)).toEqual(['home-advantage', 'church']);
    expect(listed[0]?.summary).toBe(MODULES['home-advantage'].summary);
    expect(listed[0]?.citations.map(say)).toEqual(['1995 rules, “Variant Rules: Home Region Advantages”']);
    expect(listed[0]?.readings.map((r) => ({ ...r, citation: say(r.citation) }))).toEqual([
      {
        id: 'homeAdvantage',
        label: MODULE_OPTIONS.homeAdvantage.label,
        chosen: 'For every place',
        citation: '1995 rules, “Variant Rules: Home Region Advantages”',
      },
    ]);
    expect(listed[1]?.readings.map((r) => [r.id, r.chosen])).toEqual([
      ['churchUnheld', 'Take ranks like an invisible player whose points are lost'],
      ['regionTotals', MODULE_OPTIONS.regionTotals.choices[0].label],
      ['churchMoveFarther', MODULE_OPTIONS.churchMoveFarther.choices[0].label],
      ['extraCaballeros', MODULE_OPTIONS.extraCaballeros.choices[0].label],
    ]);
  });

  it('cites every section of a module written in several', () => {
    const [colonies] = modulesInPlay({ modules: ['grand-inquisitor-colonies'], moduleOptions: {} });
    expect(colonies?.citations).toHaveLength(MODULES['grand-inquisitor-colonies'].refs.length);
    expect(say(colonies?.citations[1] ?? '')).toMatch(/^Decennial rules, “Grand Inquisitor & the Colonies: /);
  });

  it('lists a reading two modules share once, under the first of them', () => {
    const shared = modulesOfEdition('classic').flatMap((m) => m.options ?? []);
    const twice = shared.find((id, i) => shared.indexOf(id) !== i);
    if (!twice) return;
    const holders = modulesOfEdition('classic').filter((m) => m.options?.includes(twice) && m.id !== 'france-1995');
    const listed = modulesInPlay({ modules: holders.map((m) => m.id), moduleOptions: {} });
    expect(listed.flatMap((m) => m.readings.map((r) => r.id)).filter((id) => id === twice)).toHaveLength(1);
  });
});
