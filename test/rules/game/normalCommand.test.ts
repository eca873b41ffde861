/**
 * A command's normal form: a reveal that names the card lying on its slot every round (the King's
 * card on stack 5, the Church card on its sixth pile) says no more than one leaving it out, as the
 * engine lays that card there either way (1995 rules and 2023 rules, "Course of play"). Every other
 * card, and every other command, stays as written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { applyCommand, type Command, normalCommand, replay } from '../../../src/rules';
import { say } from '../../support/speech';

const example = (name: string): Command[] => {
  const parsed = parseRecord(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/records', `${name}.json`), 'utf8')),
  );
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
};
const EXAMPLES = ['classic-4p', 'classic-1995-variants-church-4p', 'bigbox-5p', '2023-2p-dummy', '2023-minis-3p'];

/** The same log with every reveal naming the cards that lie on their slots every round. */
function namingEveryCard(log: readonly Command[]): Command[] {
  const result = replay(log);
  if (result.refused) throw new Error(say(result.refused.error.message));
  let state = applyCommand(undefined, log[0]!);
  return log.map((command, i) => {
    let written = command;
    if (i > 0 && state.ok && command.type === 'reveal-cards') {
      const next = applyCommand(state.value, command);
      if (next.ok) written = { ...command, cards: Object.fromEntries(next.value.offer.map((o) => [o.slot, o.card])) };
    }
    if (i > 0 && state.ok) state = applyCommand(state.value, command);
    return written;
  });
}

describe('a command’s normal form', () => {
  const classic = example('classic-4p');
  const opened = replay(classic.slice(0, 1)).state!;
  const reveal = classic[1];
  if (reveal?.type !== 'reveal-cards') throw new Error('classic-4p begins with a reveal');

  it('leaves the King’s card on stack 5 out of a reveal, as the engine lays it there unnamed', () => {
    const named: Command = { ...reveal, cards: { ...reveal.cards, '5': 'classic/kings-card' } };
    expect(reveal.cards['5']).toBeUndefined();
    expect(normalCommand(opened, named)).toEqual(reveal);
    expect(normalCommand(opened, reveal)).toBe(reveal);
    const [a, b] = [applyCommand(opened, named), applyCommand(opened, reveal)];
    expect(a.ok && b.ok && a.value).toEqual(b.ok && b.value);
  });

  it('keeps any other card on stack 5 as written, which the engine refuses', () => {
    const other: Command = { ...reveal, cards: { ...reveal.cards, '5': 'classic/veto' } };
    expect(normalCommand(opened, other)).toEqual(other);
    expect(applyCommand(opened, other)).toMatchObject({ ok: false, error: { code: 'offer/wrong-stack' } });
  });

  it('leaves every other command as it is', () => {
    for (const command of classic.slice(2, 40)) expect(normalCommand(opened, command)).toBe(command);
  });

  it.each(EXAMPLES)(
    '%s: each reveal naming every card of the offer replays to the same game, with the same normal forms',
    (name) => {
      const log = example(name);
      const named = namingEveryCard(log);
      const [plain, full] = [replay(log), replay(named)];
      expect(full.refused).toBeUndefined();
      expect(plain.refused).toBeUndefined();
      expect(full.state).toEqual(plain.state);
      const table = plain.state!;
      const reveals = named.filter((c, i) => c.type === 'reveal-cards' && c !== log[i]);
      expect(reveals.length).toBeGreaterThan(0);
      named.forEach((command, i) => expect(normalCommand(table, command)).toEqual(normalCommand(table, log[i]!)));
    },
  );

  it('keeps a New Regency card on stack 5, which replaces the King’s card and is turned over like any other', () => {
    const log = example('2023-minis-3p');
    const table = replay(log.slice(0, 1)).state!;
    const first = log.find((c) => c.type === 'reveal-cards');
    expect(first?.type === 'reveal-cards' && first.cards['5']).toBe('2023/new-regency/competition');
    expect(normalCommand(table, first!)).toBe(first);
  });
});
