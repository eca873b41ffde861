/**
 * Every playable module that reads setup fields of its own has its part on the new-game screen, from the
 * module's own folder of screens, and each part gives what the table entered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import { type drawSetup, MODULE_IDS, moduleSetupFields } from '../../src/rules';
import { MODULE_SETUP_PARTS } from '../../src/ui/modules/setupParts';
import { say } from '../support/speech';

const context = { edition: 'classic', king: 'aragon', homes: ['galicia', 'sevilla'] } as const;
const drawn: ReturnType<typeof drawSetup> = {
  king: 'aragon',
  homes: {},
  church: ['granada', 'valencia'],
  inquisitor: ['granada', 'valencia'],
  limitTable: 'galicia',
};

const partOf = (module: string) => MODULE_SETUP_PARTS.map((make) => make()).find((p) => p.module === module);

describe('the modules’ setup parts', () => {
  beforeAll(async () => {
    await speak('en');
    await needParts('screens', 'engine');
  });

  it('cover every module that reads setup fields (but what only the record migrations write), each once', () => {
    const modules = MODULE_SETUP_PARTS.map((make) => make().module);
    expect(new Set(modules).size).toBe(modules.length);
    // A module still being built may have its part already (the new-game screen does not offer it yet).
    const asking = MODULE_IDS.filter((id) => moduleSetupFields([id]).some((f) => f !== 'churchRegionsAsDrawn'));
    expect([...modules].sort()).toEqual([...asking].sort());
  });

  it('give only the fields their module reads', () => {
    for (const make of MODULE_SETUP_PARTS) {
      const part = make();
      part.draw?.(drawn);
      const read = part.read(context);
      const fields = read.ok ? Object.keys(read.value) : [];
      for (const f of fields) expect(moduleSetupFields([part.module])).toContain(f);
    }
  });

  it('give what was entered or drawn, and say in words what is not a number', () => {
    const church = partOf('church');
    expect(church?.read(context)).toEqual({ ok: true, value: { church: [] } });
    church?.draw?.(drawn);
    expect(church?.read(context)).toEqual({ ok: true, value: { church: ['granada', 'valencia'] } });
    // France's first value starts at the rulebook's 3; the other two wait for what the table's piece shows.
    const read = partOf('france-1995')?.read(context);
    expect(read?.ok).toBe(false);
    expect(read && !read.ok && say(read.error.message)).toMatch(/second place/);
  });

  it('ask the Colonies’ values of every new region, the Ship’s past the first only where printed', () => {
    const colonies = partOf('grand-inquisitor-colonies');
    colonies?.draw?.(drawn);
    const read = colonies?.read(context);
    expect(read && !read.ok && say(read.error.message)).toMatch(/France: the first place value/);
  });
});
