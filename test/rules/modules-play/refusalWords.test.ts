/**
 * The variants' and expansions' refusals and reasons as words: English as the table has always read
 * them, and German and Spanish translations of them, singular and plural alike.
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState, type RuleError } from '../../../src/rules';
import { rulesOf } from '../../../src/rules/flow/gameRules';
import { france1995 } from '../../../src/rules/modules/france-1995/module';
import { extraPlacementReasonWords, placementLimitSentenceWords, royaltyRefusal } from '../../../src/rules/play/index';
import { spaceWords } from '../../../src/rules/play/specialSpaces';
import { english, german, say, spanish } from '../../support/speech';
import { newGame, setupCommand } from '../flow/_tables';
import { moduleTurn } from './_moduleTurn';

const refusal = (state: GameState | undefined, command: Command): RuleError => {
  const result = applyCommand(state, command);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return result.error;
};

const handOf = (count: number): Command => ({
  type: 'modifier-hand',
  player: 'red',
  cards: Array.from({ length: count }, () => ({ value: 1 })),
});

describe('refusals of the variants and expansions', () => {
  const shift = newGame({ edition: '2023', modules: ['power-shift'] });

  it('count the modifier cards entered, one or more, in every language', () => {
    const one = refusal(shift, handOf(1)).message;
    const two = refusal(shift, handOf(2)).message;
    expect(say(one)).toBe('Each player holds 3 modifier cards after the pass; 1 was entered for Red');
    expect(say(two)).toBe('Each player holds 3 modifier cards after the pass; 2 were entered for Red');
    expect(german.say(one)).toBe(
      'Jeder Spieler hält nach dem Weitergeben 3 Modifikatorkarten; für Red wurde 1 eingegeben',
    );
    expect(german.say(two)).toBe(
      'Jeder Spieler hält nach dem Weitergeben 3 Modifikatorkarten; für Red wurden 2 eingegeben',
    );
    expect(spanish.say(one)).toBe('Cada jugador tiene 3 cartas modificadoras tras pasar una; para Red se introdujo 1');
    expect(spanish.say(two)).toBe(
      'Cada jugador tiene 3 cartas modificadoras tras pasar una; para Red se introdujeron 2',
    );
  });

  it('name the King or a player’s Grande kept out of a Muslim Granada', () => {
    const state = newGame({ modules: ['granada-1995'] });
    const king = royaltyRefusal(state, { kind: 'king' }, 'granada')?.message ?? '';
    const grande = royaltyRefusal(state, { kind: 'grande', player: 'blue' }, 'granada')?.message ?? '';
    expect(german.say(king)).toBe(
      'Granada ist noch maurisch: Der König darf erst dorthin, wenn 12 Caballeros es einnehmen',
    );
    expect(spanish.say(grande)).toBe(
      'Granada sigue siendo musulmana: el Grande de Blue no puede ir allí hasta que 12 caballeros la tomen',
    );
  });

  it('quote the example of France’s values and keep the field names as written', () => {
    const command = { ...setupCommand({ modules: ['france-1995'] }), printedValues: { france: [1, 2, 3] } };
    const error = refusal(undefined, command);
    expect(error.code).toBe('setup/france-values');
    expect(say(error.message)).toBe(
      'Enter the three values printed on France (printedValues: {"france": [3, 2, 1]}), first place first: printed values never rise from one place to the next',
    );
    for (const speaker of [german, spanish]) {
      const text = speaker.say(error.message);
      expect(text).toContain('(printedValues: {"france": [3, 2, 1]})');
      expect(text).not.toMatch(/Enter|printed values never/);
    }
  });

  it('translate every refusal into German and Spanish, with nothing left unfilled', () => {
    const errors = [refusal(shift, handOf(2)), refusal(shift, { type: 'modifier-hand', player: 'purple', cards: [] })];
    for (const { message } of errors) {
      for (const speaker of [german, spanish]) {
        expect(speaker.say(message)).not.toBe(english.say(message));
        expect(speaker.say(message)).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('the reasons for extra caballeros, as words', () => {
  const HOMES = { red: 'aragon', blue: 'galicia', yellow: 'sevilla', green: 'valencia' } as const;
  const turn = moduleTurn({
    modules: ['home-advantage', 'church'],
    homes: HOMES,
    card: 'classic/decay-3-court',
    court: { red: 7 },
  });
  const holder = { ...turn, modules: { ...turn.modules, holders: { church: 'red' } } };

  it('say in English why, each module apart by semicolons', () => {
    expect(say(placementLimitSentenceWords(holder, 'red', { aragon: 2, valencia: 1 }) ?? '')).toContain('; ');
    expect(extraPlacementReasonWords(holder, 'red', { castillo: 1 }).map(say)).toContain(
      'as holder of the Church marker',
    );
  });

  it('say them in German and Spanish', () => {
    const words = placementLimitSentenceWords(turn, 'red', { aragon: 3 });
    expect(german.say(words ?? '')).toBe(
      '1 mehr als die Zahl der Karte, da jeder nach Aragon geht, wo der Grande von Red steht; Regeln von 1995, „Variantenregeln: Vorteile der Heimatregion“',
    );
    expect(spanish.say(extraPlacementReasonWords(holder, 'red', { aragon: 3 })[0] ?? '')).toBe(
      'todos donde está el Grande de Red',
    );
  });

  it('say whose modifier cards the table waits for', () => {
    const state = newGame({ edition: '2023', modules: ['power-shift'] });
    const row = rulesOf(state.setup).phases['modifier-hands']!;
    expect(say(row.waitingFor(state))).toBe("Red's modifier cards");
    expect(german.say(row.waitingFor(state))).toBe('die Modifikatorkarten von Red');
    expect(spanish.say(row.waitingFor(state))).toBe('las cartas modificadoras de Red');
  });
});

/** One of the 1995 France's spaces, by its role in the module's data. */
const franceSpace = (id: string) => {
  const role = france1995.roles.find((r) => r.id === id);
  if (!role) throw new Error(`no role ${id}`);
  return spaceWords(role);
};

describe('France’s bonus spaces, as words', () => {
  it('name each space with what it pays, as the plain words do', () => {
    expect(say(franceSpace('ambassador'))).toBe('the Ambassador’s space (+2)');
    expect(say(franceSpace('envoy'))).toBe('the Envoy’s space (+1)');
    expect(german.say(franceSpace('ambassador'))).toBe('Botschafterfeld (+2)');
    expect(spanish.say(franceSpace('envoy'))).toBe('la casilla del Enviado (+1)');
  });
});

describe('setup refusals of a reading', () => {
  it('name the reading in the reader’s words', () => {
    // A file's setup as read: the reading's value is not one the types allow.
    const setup: Command = JSON.parse(
      JSON.stringify({ ...setupCommand({ modules: ['church'] }), moduleOptions: { churchUnheld: 'nonsense' } }),
    );
    const message = refusal(undefined, setup).message;
    expect(german.say(message)).toContain('„Caballeros der Kirche, die niemand hält“');
    expect(spanish.say(message)).toContain('Caballeros de la Iglesia que nadie tiene');
    expect(say(message)).toContain('“Church caballeros nobody holds”');
  });
});
