/**
 * Each kind of special action as one module: its part of the command schema accepts a good payload
 * and refuses a bad one in one line naming the field, it writes its own history line from the
 * words it is given, and the one list holds every kind of the SpecialAction type exactly once.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../src/record/commandSchema';
import {
  ACTION_KIND_BY_KIND,
  ACTION_KINDS,
  type ActionWords,
  type AreaId,
  actionThatDoesNothing,
  isActionKind,
  type MobileScoreboardId,
  type SpecialAction,
  type SpecialActionKind,
} from '../../../src/rules';
import { say } from '../../support/speech';

/** A command's check with its refusal in English words. */
const spoken = (parsed: ReturnType<typeof parseCommand>) =>
  parsed.ok ? parsed : { ok: false, error: { ...parsed.error, message: say(parsed.error.message) } };

const capitalise = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** Words for a table where Red plays 'The card', the King stands in Toledo, Red's Grande in Galicia, the 8-4-0 board on Granada. */
function tableWords(scores: { points?: string; courtLosses?: string } = {}): ActionWords {
  const name = (id: unknown) => capitalise(String(id));
  return {
    player: 'red',
    name,
    possessive: (id) => `${name(id)}'s`,
    area: (value) => (value === 'castillo' ? 'the Castillo' : capitalise(String(value))),
    card: "'The card'",
    points: () => scores.points ?? '',
    courtLosses: () => scores.courtLosses ?? '',
    king: 'castilla-la-nueva',
    grande: (player) => (player === 'red' ? 'galicia' : undefined),
    scoreboard: (board: MobileScoreboardId): AreaId | undefined => (board === '8-4-0' ? 'granada' : undefined),
  };
}

interface Case<K extends SpecialActionKind> {
  readonly good: Extract<SpecialAction, { kind: K }>;
  readonly line: string;
  readonly bad: object;
  readonly refusal: string;
}

/** One case per kind: the mapped type makes a kind without a case a compile error. */
const CASES: { readonly [K in SpecialActionKind]: Case<K> } = {
  moves: {
    good: {
      kind: 'moves',
      moves: [
        { owner: 'blue', from: 'granada', to: 'castillo', count: 2 },
        { owner: 'red', from: 'granada', to: 'granada', count: 1 },
      ],
    },
    line: "Red moved 2 of Blue's caballeros from Granada to the Castillo, keeping 1 in Granada",
    bad: { kind: 'moves', moves: [{ owner: 'blue', from: 'galicia', to: 'aragon', count: 31 }] },
    refusal: 'action.moves.0.count: is more than 30 (caballeros moved)',
  },
  'from-court': {
    good: { kind: 'from-court', areas: { galicia: 1, castillo: 1 } },
    line: 'Red placed more from the court: 1 in Galicia and 1 in the Castillo',
    bad: { kind: 'from-court', areas: { galicia: -1 } },
    refusal: 'action.areas.galicia: cannot be negative (caballeros from court)',
  },
  'keep-veto': {
    good: { kind: 'keep-veto' },
    line: "Red kept 'The card' to stop a special action later",
    bad: { kind: 'keep-veto', card: 'veto' },
    refusal: 'action.card: unknown field “card”',
  },
  apply: {
    good: { kind: 'apply' },
    line: "Red played 'The card': Blue 3 back from court to the provinces",
    bad: { kind: 'apply', extra: 1 },
    refusal: 'action.extra: unknown field “extra”',
  },
  returns: {
    good: { kind: 'returns', returns: { blue: { court: 1, regions: { granada: 2 } }, yellow: {} } },
    line: "Red played 'The card', caballeros back to the provinces: Blue 1 from court and 2 from Granada; Yellow nothing",
    bad: { kind: 'returns', returns: { blue: { court: 1, regions: { castillo: 1 } } } },
    refusal: 'action.returns.blue.regions.castillo: the Castillo is not a region',
  },
  picks: {
    good: { kind: 'picks', picks: { red: 'galicia', blue: 'granada' } },
    line: "Red sent one caballero each back to the provinces: their own from Galicia and Blue's from Granada",
    bad: { kind: 'picks', picks: { Red: 'galicia' } },
    refusal: 'action.picks.Red: must be a player id: lower-case letters, digits and hyphens, up to 16',
  },
  disks: {
    good: { kind: 'disks', disks: { blue: 'granada', yellow: 'sevilla' } },
    line: "Red played 'The card', secret disks: Blue on Granada and Yellow on Sevilla: Red +5",
    bad: { kind: 'disks', disks: { blue: 'narnia' } },
    refusal: 'action.disks.blue: “narnia” is not a region',
  },
  'score-area': {
    good: { kind: 'score-area', area: 'castillo' },
    line: 'Red scored the Castillo: Red +5',
    bad: { kind: 'score-area', area: 'narnia' },
    refusal: 'action.area: “narnia” is not a region or the Castillo',
  },
  'mobile-scoreboard': {
    good: { kind: 'mobile-scoreboard', board: '8-4-0', to: 'aragon' },
    line: 'Red moved the 8-4-0 scoreboard from Granada to Aragon',
    bad: { kind: 'mobile-scoreboard', board: '8-8-8', to: 'aragon' },
    refusal: 'action.board: must be 8-4-0 or 4-0-0',
  },
  king: {
    good: { kind: 'king', to: 'granada' },
    line: 'Red moved the King from Castilla-la-nueva to Granada',
    bad: { kind: 'king', to: 'narnia' },
    refusal: 'action.to: “narnia” is not a region, the Castillo, France or Portugal',
  },
  eviction: {
    good: { kind: 'eviction', region: 'granada', disks: { blue: 'galicia' } },
    line: "Red evicted the others from Granada: Blue's to Galicia",
    bad: { kind: 'eviction', region: 'granada' },
    refusal: 'action.disks: is required',
  },
  grande: {
    good: { kind: 'grande', to: 'granada' },
    line: 'Red moved their Grande from Galicia to Granada',
    bad: { kind: 'grande', to: 7 },
    refusal: 'action.to: must be a region id (a text)',
  },
  'power-card': {
    good: { kind: 'power-card', value: 13 },
    line: 'Red took power card 13 back into their hand',
    bad: { kind: 'power-card', value: 0 },
    refusal: 'action.value: must be a power card from 1 to 13',
  },
  'modifier-card': {
    good: { kind: 'modifier-card', value: -2, ability: 'move-grande' },
    line: 'Red took modifier card −2 (move any one Grande) back into their hand',
    bad: { kind: 'modifier-card', value: 3 },
    refusal: 'action.value: must be a modifier of -2, -1, 1 or 2',
  },
  court: {
    good: { kind: 'court', provinces: 1, regions: { galicia: 2 } },
    line: "Red played 'The card' and brought 3 caballeros to the court: 1 from the provinces and 2 from Galicia",
    bad: { kind: 'court', provinces: 1.5 },
    refusal: 'action.provinces: must be a whole number (from the provinces)',
  },
  'limit-table': {
    good: { kind: 'limit-table', to: 'galicia' },
    line: 'Red moved the Limit table to Galicia',
    bad: { kind: 'limit-table', to: 'castillo' },
    refusal: 'action.to: the Castillo is not a region',
  },
  'remove-card': {
    good: { kind: 'remove-card', slot: '3' },
    line: 'Red took the card of stack 3 out of this round’s offer',
    bad: { kind: 'remove-card', slot: '9' },
    refusal: 'action.slot: “9” is not a stack: use 1 to 5, 2+3, or 6 and 7 for an expansion’s own piles',
  },
  bridge: {
    good: { kind: 'bridge', from: 'galicia', to: 'valencia' },
    line: 'Red laid a bridge between Galicia and Valencia',
    bad: { kind: 'bridge', from: 'galicia', to: 'castillo' },
    refusal: 'action.to: the Castillo is not a region',
  },
};

const special = (action: unknown) => ({ type: 'special', player: 'red', action });

describe('the list of special action kinds', () => {
  const listed = ACTION_KINDS.map((k) => k.kind);

  it('holds every kind of the SpecialAction type once, and nothing else', () => {
    expect([...listed].sort()).toEqual(Object.keys(CASES).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds each kind by its name, and no kind by a name it does not list', () => {
    for (const kind of listed) expect(ACTION_KIND_BY_KIND[kind].kind).toBe(kind);
    expect(isActionKind('king')).toBe(true);
    expect(isActionKind('toString')).toBe(false);
    expect(isActionKind('teleport')).toBe(false);
    expect(isActionKind(undefined)).toBe(false);
  });

  it('gives each kind a label of its own for the choice between two kinds', () => {
    const labels = ACTION_KINDS.map((k) => say(k.label));
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names every listed kind, in order, when a payload has none of them', () => {
    const parsed = parseCommand(special({ kind: 'teleport' }));
    expect(spoken(parsed)).toEqual({
      ok: false,
      error: {
        code: 'record/bad-command',
        message: `action: must be a special action with a "kind": ${listed.join(', ')}`,
      },
    });
  });
});

describe('the action that names nothing', () => {
  it('exists for the kinds that move or bring caballeros, and reads as a well-shaped command', () => {
    const kinds = ACTION_KINDS.map((k) => k.kind).filter((kind) => actionThatDoesNothing(kind) !== undefined);
    expect(kinds).toEqual(['moves', 'from-court', 'court']);
    for (const kind of kinds) {
      const nothing = actionThatDoesNothing(kind);
      expect(nothing?.kind).toBe(kind);
      expect(parseCommand(special(nothing))).toEqual({ ok: true, value: special(nothing) });
    }
  });

  it('does not exist for kinds that must name a target', () => {
    for (const kind of ['king', 'grande', 'score-area', 'power-card', 'modifier-card', 'mobile-scoreboard'] as const) {
      expect(actionThatDoesNothing(kind)).toBeUndefined();
    }
  });
});

describe('each kind on its own', () => {
  for (const kind of Object.keys(CASES) as SpecialActionKind[]) {
    const { good, line, bad, refusal } = CASES[kind] as Case<SpecialActionKind>;
    const words = tableWords(
      kind === 'apply' ? { courtLosses: ': Blue 3 back from court to the provinces' } : { points: ': Red +5' },
    );

    it(`${kind}: the schema accepts a good payload as it is`, () => {
      expect(parseCommand(special(good))).toEqual({ ok: true, value: special(good) });
    });

    it(`${kind}: the schema refuses a bad payload in one line naming the field`, () => {
      expect(spoken(parseCommand(special(bad)))).toEqual({
        ok: false,
        error: { code: 'record/bad-command', message: refusal },
      });
    });

    it(`${kind}: writes its history line from the words it is given`, () => {
      expect(say(ACTION_KIND_BY_KIND[kind].describe(good as never, words))).toBe(line);
    });
  }
});

describe('what a kind says depends on the table before it', () => {
  it('a carried-out card names its points first, its court losses when nothing scored, or just the card', () => {
    const apply = ACTION_KIND_BY_KIND.apply;
    expect(
      say(
        apply.describe(
          { kind: 'apply' },
          tableWords({ points: ': nobody scores', courtLosses: ': Blue 1 back from court to the provinces' }),
        ),
      ),
    ).toBe("Red played 'The card': nobody scores");
    expect(say(apply.describe({ kind: 'apply' }, tableWords()))).toBe("Red played 'The card'");
  });

  it('a mobile scoreboard not yet on the board is put down, and the King can stay where he is', () => {
    expect(
      say(
        ACTION_KIND_BY_KIND['mobile-scoreboard'].describe(
          { kind: 'mobile-scoreboard', board: '4-0-0', to: 'castillo' },
          tableWords(),
        ),
      ),
    ).toBe('Red put the 4-0-0 scoreboard on the Castillo');
    expect(say(ACTION_KIND_BY_KIND.king.describe({ kind: 'king', to: 'castilla-la-nueva' }, tableWords()))).toBe(
      'Red left the King in Castilla-la-nueva',
    );
  });

  it('the court without regions leaves them out, and an optional field may be left out of the payload', () => {
    const court = { kind: 'court', provinces: 2 } as const;
    expect(say(ACTION_KIND_BY_KIND.court.describe(court, tableWords()))).toBe(
      "Red played 'The card' and brought 2 caballeros to the court from the provinces",
    );
    expect(parseCommand(special(court))).toEqual({ ok: true, value: special(court) });
  });

  it('a payload that was never checked still gets a line', () => {
    const junk = { kind: 'moves', moves: 'lots' } as unknown as Extract<SpecialAction, { kind: 'moves' }>;
    expect(say(ACTION_KIND_BY_KIND.moves.describe(junk, tableWords()))).toBe('Red moved no caballeros');
    const strange = { kind: 'returns', returns: { blue: { court: 'all', regions: [3] } } } as unknown as Extract<
      SpecialAction,
      { kind: 'returns' }
    >;
    expect(say(ACTION_KIND_BY_KIND.returns.describe(strange, tableWords()))).toBe(
      "Red played 'The card', caballeros back to the provinces: Blue nothing",
    );
  });
});
