/**
 * The record catalogs read in every language: a few refusals of a game record come out in German and
 * Spanish rather than English, with nothing left unfilled, and every field the engine describes has words.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/record/commandSchema';
import { WORDED_DESCRIPTIONS, whatWords } from '../../src/record/recordWords';
import { parseRecord } from '../../src/record/schema';
import { ACTION_KINDS, type ActionField, words } from '../../src/rules';
import { english, german, spanish } from '../support/speech';

describe('the record catalogs', () => {
  it('name a command and its field in German and Spanish', () => {
    const refused = parseCommand({ type: 'place', player: 'red', areas: { galicia: -1 } });
    if (refused.ok) throw new Error('expected a refusal');
    expect(english.say(refused.error.message)).toBe('areas.galicia: cannot be negative (caballeros placed)');
    expect(german.say(refused.error.message)).toBe('areas.galicia: darf nicht negativ sein (gesetzte Caballeros)');
    expect(spanish.say(refused.error.message)).toBe('areas.galicia: no puede ser negativo (caballeros colocados)');
  });

  it('count the modifier cards of a hand, one or several', () => {
    const hand = (count: number) => words('record.modifier.hand', { count });
    expect(german.say(hand(4))).toBe('muss die 4 Modifikatorkarten nennen, die nach dem Weitergeben auf der Hand sind');
    expect(spanish.say(hand(4))).toBe('debe nombrar las 4 cartas modificadoras que quedan en la mano tras pasarlas');
  });

  it('refuse a record from a newer app in each language', () => {
    const refused = parseRecord({ format: 'el-grande-record/9', setup: {}, commands: [] });
    if (refused.ok) throw new Error('expected a refusal');
    for (const speaker of [german, spanish]) {
      const text = speaker.say(refused.error.message);
      expect(text).not.toBe(english.say(refused.error.message));
      expect(text).not.toMatch(/\{[a-zA-Z]+[,}]/);
      expect(text).toContain('el-grande-record/9');
    }
  });

  it('has words for every field the engine describes', () => {
    const described = ACTION_KINDS.flatMap((kind) =>
      Object.values<ActionField>(kind.fields).flatMap((field) => [
        ...('words' in field ? [field.words] : []),
        ...(field.type === 'player-givings' ? [field.court, field.regions] : []),
      ]),
    );
    for (const what of described) expect(WORDED_DESCRIPTIONS, what).toContain(what);
    expect(typeof whatWords('caballeros moved')).toBe('object');
  });
});
