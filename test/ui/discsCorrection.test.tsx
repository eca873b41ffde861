/**
 * The Colonies' discs in a correction of the table: counted from what the app holds, in the language
 * spoken, and only the counts the table changed go with the command.
 */
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import type { TableCorrectionCommand } from '../../src/rules';
import { setupGame } from '../../src/rules';
import { pickChoices } from '../../src/ui/modules/commandChoices';
import { setupCommand } from '../rules/flow/_tables';
import { run } from '../support/scenario';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** A Colonies game past its preparation, with two of Red's caballeros in America. */
function coloniesTable() {
  const opened = setupGame(setupCommand({ modules: ['grand-inquisitor-colonies'] }));
  if (!opened.ok) throw new Error(opened.error.code);
  const disks = { red: 'galicia', blue: 'aragon', yellow: 'sevilla', green: 'valencia' } as const;
  const prepared = run(opened.value, { type: 'setup-disks', disks });
  return run(prepared, { type: 'table-correction', note: 'aboard', areas: { america: { red: 2 } } });
}

describe('the discs in a correction of the table', () => {
  beforeAll(() => needParts('screens', 'engine'));
  afterAll(() => speak('en'));

  it('counts them as the app holds them, and gives only what the table changed', async () => {
    await speak('en');
    const state = coloniesTable();
    const correction: TableCorrectionCommand = { type: 'table-correction', note: 'the discs' };
    const untouched = pickChoices(state, correction, {});
    expect(untouched.discs?.fields).toEqual({});
    const text = textOf(renderToString(<>{untouched.discs?.control(() => undefined)}</>));
    expect(text).toContain('Gold lying unclaimed');
    expect(text).toContain('Gold carried by Red in America');
    // Red's two in America carry a Gold disc each; one Gold less lies there.
    const typed = JSON.stringify({ 'america:red:gold': 2, 'lying:gold': 0 });
    const changed = pickChoices(state, correction, { discs: typed });
    expect(changed.discs?.fields).toEqual({
      discs: { lying: { gold: 0 }, carried: { america: { red: { gold: 2, wares: 0 } } } },
    });
    await speak('de');
    const deutsch = textOf(renderToString(<>{untouched.discs?.control(() => undefined)}</>));
    expect(deutsch).toContain('Gold, unbeansprucht liegend');
    expect(deutsch).not.toMatch(/lying|carried by/);
  });
});
