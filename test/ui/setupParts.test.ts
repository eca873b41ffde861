/**
 * Every setup field a module alone reads has its part on the new-game screen, from the module's own
 * folder of screens, and each part gives what the table entered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import { isPlayable, MODULE_IDS, moduleSetupFields } from '../../src/rules';
import { MODULE_SETUP_PARTS } from '../../src/ui/modules/setupParts';
import { say } from '../support/speech';

const context = { edition: 'classic', king: 'aragon', homes: ['galicia', 'sevilla'] } as const;

describe('the modules’ setup parts', () => {
  beforeAll(async () => {
    await speak('en');
    await needParts('screens', 'engine');
  });

  it('cover every setup field a module reads, each once (but what only the record migrations write)', () => {
    const fields = MODULE_SETUP_PARTS.map((make) => make().field);
    expect(new Set(fields).size).toBe(fields.length);
    // A module still being built has no screens yet; a field two modules read has one part.
    const playable = MODULE_IDS.filter((id) => isPlayable(id));
    const asked = new Set(moduleSetupFields(playable).filter((field) => field !== 'churchRegionsAsDrawn'));
    expect([...asked].sort()).toEqual([...fields].sort());
  });

  it('give what was entered or drawn, and say in words what is not a number', () => {
    const [church, france] = MODULE_SETUP_PARTS.map((make) => make());
    expect(church?.read(context)).toEqual({ ok: true, value: { church: [] } });
    church?.draw?.({
      king: 'aragon',
      homes: {},
      church: ['granada', 'valencia'],
      inquisitor: ['granada', 'valencia'],
      limitTable: 'galicia',
    });
    expect(church?.read(context)).toEqual({ ok: true, value: { church: ['granada', 'valencia'] } });
    // France's first value starts at the rulebook's 3; the other two wait for what the table's piece shows.
    const read = france?.read(context);
    expect(read?.ok).toBe(false);
    expect(read && !read.ok && say(read.error.message)).toMatch(/second place/);
  });
});
