/**
 * The history's lines about special actions in German and Spanish: each kind's line is a message of
 * the reader's language, with a singular and a plural count where the line counts caballeros, and
 * the Castillo named with the words each language bends before it.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, type GameState, type SpecialAction } from '../../../src/rules';
import { describeCommand } from '../../../src/rules/game/describeCommand';
import { special, turnWith } from '../../support/scenario';
import { german, say, spanish } from '../../support/speech';
import { cardWith } from '../flow/_tables';

// King in Castilla la Nueva; homes: red Galicia, blue Aragón, yellow Sevilla, green Valencia (2 each).
const board = { granada: { red: 3, blue: 2, yellow: 1 }, cataluna: { red: 1, green: 2 } };

type EffectId = Parameters<typeof cardWith>[1];

const tables = new Map<EffectId, GameState>();
const table = (effect: EffectId): GameState => {
  const known = tables.get(effect);
  if (known) return known;
  const state = turnWith({ card: cardWith('classic', effect).id, pieces: board });
  tables.set(effect, state);
  return state;
};

interface Case {
  readonly effect: EffectId;
  readonly action: SpecialAction;
  readonly en: string;
  readonly de: string;
  readonly es: string;
}

const CASES: Readonly<Record<string, Case>> = {
  "moves, one caballero of another's": {
    effect: 'move-4-any',
    action: { kind: 'moves', moves: [{ owner: 'blue', from: 'granada', to: 'castillo', count: 1 }] },
    en: "Red moved 1 of Blue's caballeros from Granada to the Castillo",
    de: 'Red zog 1 der Caballeros von Blue aus Granada ins Castillo',
    es: 'Red movió 1 de los caballeros de Blue de Granada al Castillo',
  },
  'moves, two of their own, one kept in place': {
    effect: 'move-all-own-from-one',
    action: {
      kind: 'moves',
      moves: [
        { owner: 'red', from: 'granada', to: 'aragon', count: 2 },
        { owner: 'red', from: 'granada', to: 'granada', count: 1 },
      ],
    },
    en: 'Red moved 2 of their own caballeros from Granada to Aragón (Aragon), keeping 1 in Granada',
    de: 'Red zog 2 der eigenen Caballeros aus Granada nach Aragon, ließ aber 1 in Granada',
    es: 'Red movió 2 de sus propios caballeros de Granada a Aragón, dejando 1 en Granada',
  },
  'moves, none': {
    effect: 'move-4-any',
    action: { kind: 'moves', moves: [] },
    en: 'Red moved no caballeros',
    de: 'Red zog keine Caballeros',
    es: 'Red no movió ningún caballero',
  },
  'from the court, one and two': {
    effect: 'two-more-from-court',
    action: { kind: 'from-court', areas: { galicia: 1, castillo: 2 } },
    en: 'Red placed more from the court: 1 in Galicia and 2 in the Castillo',
    de: 'Red setzte weitere Caballeros vom Hof: 1 in Galicien und 2 ins Castillo',
    es: 'Red colocó más caballeros desde la corte: 1 en Galicia y 2 en el Castillo',
  },
  'from the court, none': {
    effect: 'two-more-from-court',
    action: { kind: 'from-court', areas: {} },
    en: 'Red placed no more caballeros from the court',
    de: 'Red setzte keine weiteren Caballeros vom Hof',
    es: 'Red no colocó más caballeros desde la corte',
  },
  'the veto kept': {
    effect: 'veto',
    action: { kind: 'keep-veto' },
    en: "Red kept 'Veto' to stop a special action later",
    de: 'Red behielt „Veto“, um später eine Sonderaktion zu stoppen',
    es: 'Red se guardó «Veto» para detener más tarde una acción especial',
  },
  'a card carried out, court losses': {
    effect: 'decay-3-court',
    action: { kind: 'apply' },
    en: "Red played 'Decay of authority: others return 3 from court': Blue 3, Yellow 3 and Green 3 back from court to the provinces",
    de: 'Red spielte „Machtverfall: die anderen geben 3 vom Hof zurück“: Blue 3, Yellow 3 und Green 3 vom Hof zurück in die Provinz',
    es: 'Red jugó «Pérdida de autoridad: los demás devuelven 3 de la corte»: Blue 3, Yellow 3 y Green 3 de la corte vuelven a las provincias',
  },
  'a card carried out, a scoring': {
    effect: 'score-castillo',
    action: { kind: 'apply' },
    en: "Red played 'Special scoring: the Castillo': nobody scores",
    de: 'Red spielte „Sonderwertung: das Castillo“: niemand punktet',
    es: 'Red jugó «Puntuación especial: el Castillo»: nadie puntúa',
  },
  returns: {
    effect: 'king-returns',
    action: {
      kind: 'returns',
      returns: { blue: { court: 3 }, yellow: { court: 1, regions: { granada: 1 } }, green: {} },
    },
    en: "Red played 'The King returns: others return 3 caballeros', caballeros back to the provinces: Blue 3 from court; Yellow 1 from court and 1 from Granada; Green nothing",
    de: 'Red spielte „Der König kehrt zurück: die anderen geben 3 Caballeros zurück“, Caballeros zurück in die Provinz: Blue 3 vom Hof; Yellow 1 vom Hof und 1 aus Granada; Green nichts',
    es: 'Red jugó «El Rey regresa: los demás devuelven 3 caballeros», caballeros de vuelta a las provincias: Blue 3 de la corte; Yellow 1 de la corte y 1 de Granada; Green nada',
  },
  picks: {
    effect: 'return-one-of-each',
    action: { kind: 'picks', picks: { red: 'galicia', blue: 'granada' } },
    en: "Red sent one caballero each back to the provinces: their own from Galicia and Blue's from Granada",
    de: 'Red schickte von jedem einen Caballero zurück in die Provinz: einen eigenen aus Galicien und einen von Blue aus Granada',
    es: 'Red devolvió a las provincias un caballero de cada uno: uno propio de Galicia y uno de Blue de Granada',
  },
  'secret disks': {
    effect: 'disk-return-2',
    action: { kind: 'disks', disks: { blue: 'granada', yellow: 'sevilla' } },
    en: "Red played 'Secret disk: others return 2 from one region', secret disks: Blue on Granada and Yellow on Sevilla (Seville)",
    de: 'Red spielte „Geheimscheibe: die anderen geben 2 aus einer Region zurück“, Geheimscheiben: Blue auf Granada und Yellow auf Sevilla',
    es: 'Red jugó «Disco secreto: los demás devuelven 2 de una región», discos secretos: Blue en Granada y Yellow en Sevilla',
  },
  'an area scored': {
    effect: 'score-chosen-area',
    action: { kind: 'score-area', area: 'granada' },
    en: 'Red scored Granada: Red +6, Blue +3, Yellow +1',
    de: 'Red wertete Granada: Red +6, Blue +3, Yellow +1',
    es: 'Red puntuó Granada: Red +6, Blue +3, Yellow +1',
  },
  'a mobile scoreboard put on the Castillo': {
    effect: 'mobile-scoreboard',
    action: { kind: 'mobile-scoreboard', board: '8-4-0', to: 'castillo' },
    en: 'Red put the 8-4-0 scoreboard on the Castillo',
    de: 'Red legte die Wertungstafel 8-4-0 auf das Castillo',
    es: 'Red colocó el marcador 8-4-0 en el Castillo',
  },
  'the King moved, one caballero going with him': {
    effect: 'royal-adviser',
    action: { kind: 'king', to: 'granada', entourage: [{ owner: 'red', from: 'granada', to: 'granada', count: 1 }] },
    en: 'Red moved the King from Castilla la Nueva (New Castile) to Granada, 1 caballero going with him',
    de: 'Red zog den König aus Neukastilien nach Granada, 1 Caballero zieht mit ihm',
    es: 'Red movió al Rey de Castilla la Nueva a Granada, 1 caballero va con él',
  },
  'the King moved, two caballeros going with him and a Grande in his place': {
    effect: 'royal-adviser',
    action: {
      kind: 'king',
      to: 'castillo',
      grande: 'blue',
      entourage: [{ owner: 'red', from: 'granada', to: 'castillo', count: 2 }],
    },
    en: "Red moved the King from Castilla la Nueva (New Castile) to the Castillo, 2 caballeros going with him, Blue's Grande taking his place",
    de: 'Red zog den König aus Neukastilien ins Castillo, 2 Caballeros ziehen mit ihm, der Grande von Blue nimmt seinen Platz ein',
    es: 'Red movió al Rey de Castilla la Nueva al Castillo, 2 caballeros van con él, el Grande de Blue ocupa su lugar',
  },
  'the King left where he is': {
    effect: 'kings-card',
    action: { kind: 'king', to: 'castilla-la-nueva' },
    en: 'Red left the King in Castilla la Nueva (New Castile)',
    de: 'Red ließ den König in Neukastilien',
    es: 'Red dejó al Rey en Castilla la Nueva',
  },
  'an eviction': {
    effect: 'eviction',
    action: { kind: 'eviction', region: 'granada', disks: { blue: 'galicia', yellow: 'sevilla' } },
    en: "Red evicted the others from Granada: Blue's to Galicia and Yellow's to Sevilla (Seville)",
    de: 'Red vertrieb die anderen aus Granada: die von Blue nach Galicien und die von Yellow nach Sevilla',
    es: 'Red expulsó a los demás de Granada: los de Blue a Galicia y los de Yellow a Sevilla',
  },
  'an eviction nobody had to leave': {
    effect: 'eviction',
    action: { kind: 'eviction', region: 'valencia', disks: {} },
    en: 'Red evicted the others from Valencia: nobody had to leave',
    de: 'Red vertrieb die anderen aus Valencia: niemand musste gehen',
    es: 'Red expulsó a los demás de Valencia: nadie tuvo que irse',
  },
  'the Grande moved': {
    effect: 'grande',
    action: { kind: 'grande', to: 'granada' },
    en: 'Red moved their Grande from Galicia to Granada',
    de: 'Red versetzte den eigenen Grande von Galicien nach Granada',
    es: 'Red movió su Grande de Galicia a Granada',
  },
  'a power card taken back': {
    effect: 'power-card-return',
    action: { kind: 'power-card', value: 13 },
    en: 'Red took power card 13 back into their hand',
    de: 'Red nahm die Machtkarte 13 zurück auf die Hand',
    es: 'Red devolvió a su mano la carta de poder 13',
  },
  'a modifier card taken back': {
    effect: 'power-card-return',
    action: { kind: 'modifier-card', value: -2, ability: 'move-grande' },
    en: 'Red took modifier card −2 (move any one Grande) back into their hand',
    de: 'Red nahm die Modifikatorkarte −2 (einen beliebigen Grande bewegen) zurück auf die Hand',
    es: 'Red devolvió a su mano la carta modificadora −2 (mover cualquier Grande)',
  },
  'the court, one caballero': {
    effect: 'court',
    action: { kind: 'court', provinces: 1 },
    en: "Red played 'The court: 2 caballeros from the provinces' and brought 1 caballero to the court from the provinces",
    de: 'Red spielte „Der Hof: 2 Caballeros aus den Provinzen“ und brachte 1 Caballero an den Hof aus der Provinz',
    es: 'Red jugó «La corte: 2 caballeros de las provincias» y llevó 1 caballero a la corte desde las provincias',
  },
  'the court, from two places': {
    effect: 'court',
    action: { kind: 'court', provinces: 1, regions: { galicia: 2 } },
    en: "Red played 'The court: 2 caballeros from the provinces' and brought 3 caballeros to the court: 1 from the provinces and 2 from Galicia",
    de: 'Red spielte „Der Hof: 2 Caballeros aus den Provinzen“ und brachte 3 Caballeros an den Hof: 1 aus der Provinz und 2 aus Galicien',
    es: 'Red jugó «La corte: 2 caballeros de las provincias» y llevó 3 caballeros a la corte: 1 desde las provincias y 2 desde Galicia',
  },
  'the Limit table moved': {
    effect: 'move-4-any',
    action: { kind: 'limit-table', to: 'granada' },
    en: 'Red moved the Limit table to Granada',
    de: 'Red versetzte die Limit-Tafel: Granada',
    es: 'Red movió la mesa del Límite: Granada',
  },
  'a card taken out of the offer': {
    effect: 'move-4-any',
    action: { kind: 'remove-card', slot: '3' },
    en: 'Red took the card of stack 3 out of this round’s offer',
    de: 'Red nahm die Karte von Stapel 3 aus dem Angebot dieser Runde',
    es: 'Red retiró la carta del mazo 3 de la oferta de esta ronda',
  },
  'a bridge laid': {
    effect: 'move-4-any',
    action: { kind: 'bridge', from: 'galicia', to: 'valencia' },
    en: 'Red laid a bridge between Galicia and Valencia',
    de: 'Red legte eine Brücke zwischen Galicien und Valencia',
    es: 'Red tendió un puente entre Galicia y Valencia',
  },
};

const lines = (c: Case) => {
  const state = table(c.effect);
  const words = describeCommand(state, special(state, c.action));
  return { en: say(words), de: german.say(words), es: spanish.say(words) };
};

describe('special actions in the history, in German and Spanish', () => {
  it('has a line for every kind of special action', () => {
    const kinds = new Set(Object.values(CASES).map((c) => c.action.kind));
    expect([...kinds].sort()).toEqual(ACTION_KINDS.map((k) => k.kind).sort());
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(name, () => {
      const said = lines(c);
      expect(said).toEqual({ en: c.en, de: c.de, es: c.es });
      for (const text of [said.de, said.es]) {
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toBe(said.en);
      }
    });
  }
});
