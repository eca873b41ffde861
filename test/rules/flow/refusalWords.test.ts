/** The flow's and the table's refusals read in German and Spanish, counts included, never in English. */
import { describe, expect, it } from 'vitest';
import { abilityChoiceTextWords, modifierCardWords, valueWords, words } from '../../../src/rules';
import { refused } from '../../support/scenario';
import { german, say, spanish } from '../../support/speech';
import { newGame } from './_tables';

const court = (count: number) => words('refusal.court/not-enough', { count });
const tooMany = (limit: number, total: number) => words('refusal.placement/too-many', { limit, total });

describe('the flow’s refusals in other languages', () => {
  it('count caballeros in the singular and the plural', () => {
    expect(say(court(1))).toBe('Only 1 caballero is in the court');
    expect(german.say(court(1))).toBe('Nur 1 Caballero ist am Hof');
    expect(german.say(court(3))).toBe('Nur 3 Caballeros sind am Hof');
    expect(spanish.say(court(1))).toBe('Solo hay 1 caballero en la corte');
    expect(spanish.say(court(3))).toBe('Solo hay 3 caballeros en la corte');
    expect(german.say(tooMany(1, 2))).toBe('Diese Karte setzt höchstens 1 Caballero ein; 2 wurden eingesetzt');
    expect(spanish.say(tooMany(4, 5))).toBe('Esta carta coloca como máximo 4 caballeros; se colocaron 5');
  });

  it('name the area and what the table waits for in the reader’s language', () => {
    const state = newGame({ length: 'short-official' });
    const error = refused(state, { type: 'general-scoring', disks: {} }, 'flow/not-now');
    const english = say(error.message);
    expect(english).toMatch(/^A general scoring comes at the end of rounds 3, 6 and 9: now the table is waiting for/);
    for (const text of [german.say(error.message), spanish.say(error.message)]) {
      expect(text).not.toBe(english);
      expect(text).not.toMatch(/[{}]|table|waiting/);
    }
    expect(german.say(error.message)).toMatch(/^Eine allgemeine Wertung folgt am Ende der Runden 3, 6 und 9: /);
    expect(spanish.say(error.message)).toMatch(/^Una puntuación general llega al final de las rondas 3, 6 y 9: /);
  });

  it('name a modifier card, its ability and a value that is no player in the reader’s language', () => {
    const card = modifierCardWords({ value: -2, ability: 'move-grande' });
    expect(say(card)).toBe('−2 (move any one Grande)');
    expect(german.say(card)).toBe('−2 (einen beliebigen Grande bewegen)');
    expect(spanish.say(abilityChoiceTextWords('provinces-to-court'))).toBe(
      'A la corte: uno de tus caballeros de las provincias a tu corte',
    );
    expect(modifierCardWords({ value: 1 })).toBe('+1');
    const nobody = words('refusal.veto/unknown-player', { value: valueWords(undefined) });
    expect(say(nobody)).toBe('Nothing is not a player');
    expect(german.say(nobody)).toBe('Nichts ist kein Spieler');
    expect(spanish.say(words('refusal.veto/unknown-player', { value: valueWords([]) }))).toBe(
      'Una lista vacía no es un jugador',
    );
  });
});
