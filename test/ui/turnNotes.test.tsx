/**
 * What a module says on the turn panel comes from its own folder: Power Shift's modifier under the
 * turn's heading, Muslim Granada's fall beside the end of the turn; each says nothing where it has
 * nothing to say.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomRecord } from '../../scripts/drive/randomRecords';
import { needParts, speak } from '../../src/i18n/speech';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { applyCommand, type Command, type GameState, granadaStatus, playedModifier } from '../../src/rules';
import { GranadaFallNote } from '../../src/ui/modules/granada-1995/GranadaFallNote';
import { MODULE_TURN_NOTES } from '../../src/ui/modules/index';
import { ModifierPlayedNote } from '../../src/ui/modules/power-shift/ModifierPlayedNote';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every table of a game, one after each command. */
function tablesOf(commands: readonly Command[]): GameState[] {
  const states: GameState[] = [];
  let state: GameState | undefined;
  for (const command of commands) {
    const next = applyCommand(state, command);
    if (!next.ok) throw new Error(`${command.type} refused`);
    state = next.value;
    states.push(state);
  }
  return states;
}

describe('the modules’ notes on the turn panel', () => {
  beforeAll(async () => {
    await speak('en');
    await needParts('screens', 'engine');
  });

  it('are listed once, each in its place', () => {
    expect(MODULE_TURN_NOTES.map((n) => n.underHeading)).toContain(ModifierPlayedNote);
    expect(MODULE_TURN_NOTES.map((n) => n.beforeEnd)).toContain(GranadaFallNote);
  });

  it('Power Shift: the modifier played and the total it made, only for the player who played one', () => {
    const file = new URL('../../examples/records/2023-power-shift-3p.json', import.meta.url);
    const parsed = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.ok) throw new Error('the example record cannot be read');
    const states = tablesOf(recordLog(parsed.value));
    const state = states.find((s) => s.turn && playedModifier(s, s.turn.player));
    const player = state?.turn?.player ?? '';
    if (!state) throw new Error('no turn with a modifier');
    expect(textOf(renderToString(<ModifierPlayedNote state={state} player={player} />))).toMatch(/total/i);
    const without = states.find((s) => s.turn && !playedModifier(s, s.turn.player));
    if (!without?.turn) throw new Error('no turn without a modifier');
    expect(renderToString(<ModifierPlayedNote state={without} player={without.turn.player} />)).toBe('');
  });

  it('Muslim Granada: said beside the end of the turn that makes it fall, and nowhere else', () => {
    const record = randomRecord(
      { edition: 'classic', players: 5, length: 'short-fan', seed: 14, modules: ['granada-1995'] },
      'Granada falls',
    );
    const states = tablesOf([{ type: 'setup', ...record.setup } as Command, ...(record.commands as Command[])]);
    const falls = states.find((s) => granadaStatus(s)?.fallsAtTurnEnd);
    if (!falls) throw new Error('Granada never falls in this game');
    expect(textOf(renderToString(<GranadaFallNote state={falls} />))).toContain('Granada');
    expect(renderToString(<GranadaFallNote state={states[0]!} />)).toBe('');
  });
});
