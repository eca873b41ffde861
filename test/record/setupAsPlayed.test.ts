/**
 * The base 2023 card list holds neither Veto nor "regions picked by one player only": the 2023 box keeps
 * them for Old Hands. A record or stored game of a base 2023 game that turned one over before that was
 * set right keeps both, replays as it was played, and its history says so; so does a Church game started on
 * the King's region or a home before those were refused.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/runReplay';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord, RECORD_FORMAT } from '../../src/record/schema';
import { keepChurchRegions, keepFirstOfferedCards } from '../../src/record/setupAsPlayed';
import {
  applyCommand,
  type Command,
  cardsInPlay,
  describeCommand,
  type LogEntry,
  replay,
  type SetupCommand,
} from '../../src/rules';
import { upgradeV2History } from '../../src/store/upgradeRows';
import { newGame, setupCommand, setupRefused } from '../rules/flow/_tables';
import { refused } from '../support/scenario';
import { say } from '../support/speech';

const FIXTURE = new URL('../fixtures/records/first-offered-veto-2023-2p.json', import.meta.url);
/** A two-player 2023 game with the dummy, written by an app that offered Veto: Blue keeps a Veto in round 7. */
const played = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { setup: Record<string, unknown>; commands: unknown[] };

const base2023 = setupCommand({ edition: '2023', players: ['red', 'blue', 'yellow'] });
const offerWith = (cards: Record<string, string>): Command => ({
  type: 'reveal-cards',
  cards: { '1': '2023/move-3-any', '2': '2023/fair', '3': '2023/fiesta', '4': '2023/court', ...cards },
});

describe('the base 2023 card list', () => {
  it('offers neither Veto nor regions picked by one player only, and refuses them in words', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue', 'yellow'] });
    const ids = cardsInPlay(state.setup).map((c) => c.id);
    expect(ids).not.toContain('2023/veto');
    expect(ids).not.toContain('2023/score-unique-choices');
    const veto = refused(state, offerWith({ '2': '2023/veto' }), 'offer/card-old-hands');
    expect(say(veto.message)).toBe(
      'Veto (Old Hands) is an Old Hands card: the 2023 box keeps it for that mini expansion, so a game without Old Hands never turns it over',
    );
    expect(veto.ruleRef).toEqual({ source: '004', section: 'Alternative Action cards for “Old Hands”' });
    refused(state, offerWith({ '4': '2023/score-unique-choices' }), 'offer/card-old-hands');
  });

  it('a game that keeps the cards first offered may turn both over', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue', 'yellow'] });
    const kept = applyCommand(undefined, { ...base2023, cardsAsFirstOffered: true });
    expect(kept.ok).toBe(true);
    if (!kept.ok) return;
    expect(kept.value.setup.cardsAsFirstOffered).toBe(true);
    expect(state.setup.cardsAsFirstOffered).toBeUndefined();
    expect(cardsInPlay(kept.value.setup).map((c) => c.id)).toEqual(
      expect.arrayContaining(['2023/veto', '2023/score-unique-choices']),
    );
    const offered = applyCommand(kept.value, offerWith({ '2': '2023/veto', '4': '2023/score-unique-choices' }));
    expect(offered.ok).toBe(true);
  });

  it('refuses the cards first offered in another edition, with Old Hands, or as anything but true', () => {
    setupRefused({ ...setupCommand(), cardsAsFirstOffered: true }, 'setup/first-offered-cards');
    setupRefused({ ...base2023, modules: ['old-hands'], cardsAsFirstOffered: true }, 'setup/first-offered-cards');
    setupRefused({ ...base2023, cardsAsFirstOffered: 'yes' as never }, 'setup/first-offered-cards');
    expect(applyCommand(undefined, { ...base2023, cardsAsFirstOffered: false }).ok).toBe(true);
  });

  it('the history says why a game keeps them', () => {
    expect(say(describeCommand(undefined, { ...base2023, cardsAsFirstOffered: true }))).toBe(
      'Game set up: 3 players, 2023 rules. This game was played before Veto and “Score regions picked by one player only” went back to Old Hands, where the 2023 rules keep them, and it used one: it keeps both, so it replays as it was played',
    );
  });
});

describe('a record written before the list was set right', () => {
  it('a base 2023 game that used Veto opens with the cards first offered and replays to its end', () => {
    const parsed = parseRecord(played);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.format).toBe(RECORD_FORMAT);
    expect(parsed.value.setup.cardsAsFirstOffered).toBe(true);
    const log = recordLog(parsed.value);
    const result = replay(log);
    expect(result.refused).toBeUndefined();
    expect(result.applied).toBe(log.length);
    expect(result.state?.phase).toBe('over');
    expect(log.some((c) => c.type === 'special' && (c.action as { kind?: string }).kind === 'keep-veto')).toBe(true);
  });

  it('replays to exactly the table the app that recorded it printed', async () => {
    const replayed = await runReplay([FIXTURE.pathname], async (f) => readFileSync(f, 'utf8'));
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toBe(
      readFileSync(new URL('../fixtures/records/first-offered-veto-2023-2p.replayed.json', import.meta.url), 'utf8'),
    );
  });

  it('the same game written today without the flag is refused where Veto is turned over', () => {
    const today = { ...played, format: RECORD_FORMAT };
    const parsed = parseRecord(today);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.setup.cardsAsFirstOffered).toBeUndefined();
    const result = replay(recordLog(parsed.value));
    expect(result.refused?.error.code).toBe('offer/card-old-hands');
  });

  it('a version-2 record that never turned either over, or played Old Hands, reads as it stands', () => {
    const setup = { ...base2023, type: undefined };
    const clean = { format: 'el-grande-record/2', setup, commands: [offerWith({})] };
    expect(keepFirstOfferedCards(setup, clean.commands)).toBe(setup);
    const classic = { ...setupCommand(), type: undefined };
    expect(keepFirstOfferedCards(classic, [offerWith({ '2': '2023/veto' })])).toBe(classic);
    const oldHands = { ...setup, modules: ['old-hands'] };
    expect(keepFirstOfferedCards(oldHands, [offerWith({ '2': '2023/veto' })])).toBe(oldHands);
    expect(keepFirstOfferedCards(setup, [offerWith({ '4': '2023/score-unique-choices' })])).toEqual({
      ...setup,
      cardsAsFirstOffered: true,
    });
  });

  it('a version-3 record may name the flag only as true', () => {
    const setup = { ...played.setup, cardsAsFirstOffered: 'yes' };
    const parsed = parseRecord({ ...played, format: RECORD_FORMAT, setup });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(say(parsed.error.message)).toMatch(/^setup\.cardsAsFirstOffered: is only ever true/);
  });
});

describe('a stored history of data version 2', () => {
  const setup = { ...base2023 } as SetupCommand;
  const entries = (reveal: Command): LogEntry[] => [
    { kind: 'command', command: setup },
    { kind: 'command', command: reveal },
    { kind: 'undo' },
    { kind: 'correct', index: 1, command: offerWith({}) },
  ];

  it('keeps the cards first offered when any entry turned one over, a corrected one included', () => {
    const read = upgradeV2History(entries(offerWith({ '2': '2023/veto' })));
    expect((read[0] as { command: SetupCommand }).command.cardsAsFirstOffered).toBe(true);
    expect(read.slice(1)).toEqual(entries(offerWith({ '2': '2023/veto' })).slice(1));
  });

  it('leaves a history that never turned either over as it stands', () => {
    const stored = entries(offerWith({}));
    expect(upgradeV2History(stored)).toEqual(stored);
  });
});

describe('a Church game started on the King’s region or a home, before those were refused', () => {
  const church = (regions: readonly string[]) => {
    const { type: _, ...fields } = setupCommand({ modules: ['church'] });
    return { ...fields, church: regions };
  };
  const record = (regions: readonly string[], format: string) => ({
    format,
    setup: church(regions),
    commands: [],
  });

  it('a version-2 record keeps its regions, opens, and its history says why', () => {
    const parsed = parseRecord(record(['galicia', 'granada'], 'el-grande-record/2'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.setup.churchRegionsAsDrawn).toBe(true);
    const [setup] = recordLog(parsed.value);
    const opened = applyCommand(undefined, setup);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.areas.galicia?.church).toBe(2);
    expect(say(describeCommand(undefined, setup))).toBe(
      "Game set up: 4 players, classic rules, the Church's black caballeros 2 each in Galicia and Granada. This game began before the Church's regions were refused on the King's region and the homes, and one stood there: it keeps them, so it replays as it was played",
    );
  });

  it('the same setup written today is refused; regions the cards could show are left as they stand', () => {
    const today = parseRecord(record(['galicia', 'granada'], RECORD_FORMAT));
    expect(today.ok).toBe(true);
    if (!today.ok) return;
    const opened = applyCommand(undefined, recordLog(today.value)[0]);
    expect(opened.ok ? 'accepted' : opened.error.code).toBe('setup/church-home-region');
    const fine = church(['granada', 'pais-vasco']);
    expect(keepChurchRegions(fine)).toBe(fine);
    const onKing = church(['castilla-la-nueva', 'granada']);
    expect(keepChurchRegions(onKing)).toEqual({ ...onKing, churchRegionsAsDrawn: true });
    const classic = { ...setupCommand(), type: undefined };
    expect(keepChurchRegions(classic)).toBe(classic);
  });

  it('refuses the flag without the Church, or as anything but true', () => {
    // The Church's own field, refused as any module's field is in a game without the module.
    setupRefused({ ...setupCommand(), churchRegionsAsDrawn: true }, 'setup/module-field-not-in-play');
    setupRefused(
      { ...setupCommand({ modules: ['church'] }), churchRegionsAsDrawn: 'yes' as never },
      'setup/church-as-drawn',
    );
  });

  it('a stored history of data version 2 keeps its Church regions too', () => {
    const setup = { ...setupCommand({ modules: ['church'] }), church: ['aragon', 'granada'] } as SetupCommand;
    const [read] = upgradeV2History([{ kind: 'command', command: setup }]);
    expect((read as { command: SetupCommand }).command.churchRegionsAsDrawn).toBe(true);
  });
});
