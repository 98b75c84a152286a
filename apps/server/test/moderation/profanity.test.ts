import { describe, expect, it } from 'vitest';
import { ProfanityFilter, closeSpacedLetters, foldLetters } from '../../src/moderation/profanity';

const filter = new ProfanityFilter();
const refused = (text: string) => !filter.moderate(text, 'strict').ok;

/** Per language: rude words as typed, the usual evasions of them, and innocent text that must pass. */
const LANGUAGES: Record<string, { rude: string[]; evasions: string[]; innocent: string[] }> = {
  en: {
    rude: ['fuck you', 'what a bitch', 'total shit'],
    evasions: ['f u c k', 'fuuuuck', 'sh1t', 'ƒuck', 'F.U.C.K', 'b!tch'],
    innocent: ['Scunthorpe United', 'a cocktail in Essex', 'Penistone', 'Charles Dickens', 'assessment of the class', 'grape juice', 'the assassin', 'shitake mushrooms'],
  },
  dk: {
    rude: ['du er en lort', 'fisse', 'pik'],
    evasions: ['LOOORT', 'l0rt!', 'p i k'],
    innocent: ['en pikant sauce', 'pisket flødeskum', 'lortelisten', 'Fissø'],
  },
  nl: {
    rude: ['kut', 'klootzak', 'godverdomme'],
    evasions: ['KLOOTZAAAK', 'k l o o t z a k', 'kl00tzak'],
    innocent: ['kutteren', 'een kuttersloep', 'klooster', 'Amsterdam'],
  },
  de: {
    rude: ['Arschloch', 'du Hurensohn', 'Fotze'],
    evasions: ['ARSCHL0CH', 'h u r e', 'arschlooooch'],
    innocent: ['Hurenberg', 'Schnee von gestern', 'Fickenscher', 'Arschenal'],
  },
  es: {
    rude: ['puta', 'cabrón', 'gilipollas'],
    evasions: ['PUUUTA', 'p u t a', 'cabr0n'],
    innocent: ['computadora', 'disputa', 'reputación', 'Cabrera'],
  },
  fr: {
    rude: ['putain', 'connard', 'salope'],
    evasions: ['PUTAAAIN', 'c o n n a r d', 'sal0pe'],
    innocent: ['Connarde', 'Bordeaux', 'une compote', 'réputation'],
  },
  pl: {
    rude: ['kurwa', 'chuj', 'pierdolić'],
    evasions: ['KUUURWA', 'k u r w a', 'kurw@'],
    innocent: ['kurczak', 'chudy', 'pierogi', 'Szczebrzeszyn'],
  },
  sk: {
    rude: ['kokot', 'piča', 'kurva'],
    evasions: ['K0K0T', 'p i č a', 'kuuurva'],
    innocent: ['kokos', 'pičovský', 'Košice', 'kurzor'],
  },
  ro: {
    rude: ['pulă', 'pizda', 'căcat'],
    evasions: ['PUUULA', 'p i z d a', 'c@cat'],
    innocent: ['populară', 'pulover', 'cacao', 'Pitești'],
  },
};

describe('the profanity filter, in every language the product speaks', () => {
  for (const [language, { rude, evasions, innocent }] of Object.entries(LANGUAGES)) {
    it(`${language}: refuses rude words and their evasions, and lets ordinary words and places through`, () => {
      for (const text of [...rude, ...evasions]) expect(refused(text), `${language} "${text}" refused`).toBe(true);
      for (const text of innocent) expect(refused(text), `${language} "${text}" passes`).toBe(false);
    });
  }

  it('masks rude words letter by letter when moderate, keeps the rest, and leaves clean text as typed', () => {
    expect(filter.moderate('you are a lort, mate', 'moderate')).toEqual({ ok: true, text: 'you are a ****, mate', masked: true });
    expect(filter.moderate('Zoë likes crème brûlée', 'moderate')).toEqual({ ok: true, text: 'Zoë likes crème brûlée', masked: false });
    const spaced = filter.moderate('what the f u c k', 'moderate');
    expect(spaced.ok && spaced.text).toBe('what the ****');
    expect(filter.moderate('kurva', 'off')).toEqual({ ok: true, text: 'kurva', masked: false });
  });

  it('folds letters as the lists are compared, and closes up letters spaced out to slip through', () => {
    expect(foldLetters('Bøsserøv ÆØÅ Straße Łódź')).toBe('bosserov aoa strase lodz');
    expect(closeSpacedLetters('a b c and k.u.r.v.a or f-u-c-k!')).toBe('abc and kurva or fuck!');
    // Two letters, or words, are not a spaced-out word.
    expect(closeSpacedLetters('a b and to be or not')).toBe('a b and to be or not');
  });
});
