/** Cards, their effects and their refusals read in English, German and Spanish. */
import { describe, expect, it } from 'vitest';
import { words } from '../../../src/rules';
import { cardCatalog, cardWords, findCard } from '../../../src/rules/cards/catalog';
import { EFFECT_WORDS, stackWords } from '../../../src/rules/cards/effectWords';
import { MODULE_CARDS } from '../../../src/rules/cards/moduleCards';
import { german, say, spanish } from '../../support/speech';

const everyCard = [
  ...cardCatalog('classic'),
  ...cardCatalog('2023'),
  ...Object.values(MODULE_CARDS).flatMap((m) => m?.cards ?? []),
];

/** Spoken in a language other than English: a translation, never the English words, with every placeholder filled. */
function translated(text: string, english: string): void {
  expect(text).not.toBe(english);
  expect(text).not.toMatch(/[{}]/);
}

describe('card names', () => {
  it('read in English exactly as the name records, tests and the drive script find a card by', () => {
    for (const card of everyCard) expect(say(cardWords(card)), card.id).toBe(card.name);
  });

  it('read in German and Spanish as our one translation of each card', () => {
    const veto = findCard('classic', 'classic/veto');
    const kings = findCard('classic', 'classic/kings-card');
    const revelation = findCard('2023', '2023/revelation');
    if (!veto || !kings || !revelation) throw new Error('a card is missing');
    expect(german.say(cardWords(kings))).toBe('Die Königskarte');
    expect(spanish.say(cardWords(kings))).toBe('La carta del Rey');
    expect(german.say(cardWords(revelation))).toBe('Enthüllung (das Castillo werten)');
    expect(spanish.say(cardWords(revelation))).toBe('Revelación (puntúa el Castillo)');
    for (const card of everyCard) {
      translated(german.say(cardWords(card)), card.id === veto.id ? '' : card.name);
      translated(spanish.say(cardWords(card)), card.id === veto.id ? '' : card.name);
    }
  });
});

describe('cards topic: effects and stacks in German and Spanish', () => {
  it('counts caballeros for one and for several', () => {
    expect(german.say(stackWords(1))).toBe('Stapel 1: bis zu 1 Caballero vom Hof einsetzen');
    expect(german.say(stackWords(3))).toBe('Stapel 3: bis zu 3 Caballeros vom Hof einsetzen');
    expect(spanish.say(stackWords(1))).toBe('Mazo 1: coloca hasta 1 caballero de la corte');
    expect(spanish.say(stackWords(3))).toBe('Mazo 3: coloca hasta 3 caballeros de la corte');
  });

  it('says what each effect does', () => {
    for (const text of Object.values(EFFECT_WORDS)) {
      translated(german.say(text), say(text));
      translated(spanish.say(text), say(text));
    }
  });
});

describe('refusals-cards topic in German and Spanish', () => {
  it('words a refusal for one caballero and for several', () => {
    const one = words('refusal.intrigue/too-many', { max: 1, total: 2 });
    const four = words('refusal.intrigue/too-many', { max: 4, total: 5 });
    expect(say(four)).toBe('This card moves at most 4 caballeros; 5 were moved');
    expect(german.say(one)).toBe('Diese Karte zieht höchstens 1 Caballero; 2 wurden gezogen');
    expect(german.say(four)).toBe('Diese Karte zieht höchstens 4 Caballeros; 5 wurden gezogen');
    expect(spanish.say(one)).toBe('Esta carta mueve como mucho 1 caballero; se movieron 2');
    expect(spanish.say(four)).toBe('Esta carta mueve como mucho 4 caballeros; se movieron 5');
    const entourage = words('refusal.entourage/count', { owed: 1, total: 0 });
    translated(german.say(entourage), say(entourage));
    expect(spanish.say(entourage)).toBe('Exactamente 1 caballero debe ir con el Rey; se nombraron 0');
  });

  it('names the card a refusal is about in the reader’s language', () => {
    const card = findCard('2023', '2023/new-regency/exile');
    if (!card) throw new Error('no Exile card');
    const refusal = words('refusal.king/no-grande', { card: cardWords(card) });
    expect(say(refusal)).toBe(`“${card.name}” moves no Grande: leave the Grande out`);
    expect(german.say(refusal)).toContain(
      '„Exil (den König nach Frankreich oder Portugal ziehen) (Neue Regentschaft)“',
    );
    expect(spanish.say(refusal)).toContain('«Exilio (mueve al Rey a Francia o Portugal) (Nueva Regencia)»');
  });
});
