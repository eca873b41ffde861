import { colourWords, PLAYER_COLOURS } from '../../src/colours';
import type { Speaker } from '../../src/i18n/speaker';
import {
  areaWords,
  CABALLERO_CARDS,
  entriesOf,
  MODULE_OPTIONS,
  MODULES,
  type ModuleOptionId,
  moduleWords,
  RULE_OPTIONS,
  type RuleOptionId,
  readingWords,
  type SetupCommand,
  words,
} from '../../src/rules';
import type { TablePrefs } from '../../src/session/tablePrefs';
import { GAME_LENGTHS } from '../../src/ui/games/gameLengths';
import { exactly } from './pattern';
import { anyCount } from './speech';
import { NotOffered, type Tapper } from './tapper';

/** How many places the piece of an area whose values are typed always shows, as the chosen module says. */
const enteredMin = (setup: SetupCommand, area: string): number => {
  const found = (setup.modules ?? []).flatMap((id) => MODULES[id].areas ?? []).find((a) => a.id === area);
  return found?.values.from === 'entered' ? found.values.min : 3;
};

/** A colour's name as the screens show it. */
const colourNameIn = (speaker: Speaker, id: string) => speaker.say(colourWords(id));

/** Seats as the new-game form shows them now, by the colours its name fields carry. */
async function seatIds(t: Tapper): Promise<string[]> {
  const labels = await t.page
    .getByRole('list', { name: t.speaker.message('players.label'), exact: true })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  const byLabel = new Map<string, string>(
    PLAYER_COLOURS.map((c) => [t.speaker.message('players.name', { colour: colourWords(c.id) }), c.id]),
  );
  return labels.map((l) => byLabel.get(l.replace(/\s+/g, ' ').trim()) ?? l);
}

/** Fills the new-game screen as a table would and starts the game. */
export async function enterSetup(
  t: Tapper,
  setup: SetupCommand,
  title: string,
  prefs: Partial<TablePrefs> = {},
): Promise<void> {
  const { page, speaker } = t;
  const m = speaker.message;
  const colourName = (id: string) => colourNameIn(speaker, id);
  const areaName = (area: Parameters<typeof areaWords>[1]) => speaker.say(areaWords(setup.edition, area));
  if (prefs.memoryMode)
    await t.tap(page.getByRole('checkbox', { name: m('prefs.memoryMode'), exact: true }), 'memory mode');
  if (prefs.diskEntry === 'pass-the-tablet')
    await t.tap(
      page.getByRole('radio', { name: m('prefs.disks.passTheTablet'), exact: true }),
      'passing the tablet for disks',
    );
  await t.choose(
    page.getByLabel(m('newGame.edition'), { exact: true }),
    speaker.say(words(`edition.${setup.edition}`)),
    'the edition',
  );
  await t.type(page.getByLabel(m('newGame.title'), { exact: true }), title, 'the title');
  const wanted = setup.players.map((p) => p.id);
  for (const id of await seatIds(t)) {
    if (!wanted.includes(id))
      await t.tap(
        page.getByRole('button', { name: exactly(m('players.removeLabel', { colour: colourName(id) })) }),
        `removing the ${id} seat`,
      );
  }
  while ((await seatIds(t)).length < wanted.length) {
    await t.tap(page.getByRole('button', { name: m('newGame.addPlayer'), exact: true }), 'adding a player');
  }
  const seats = await seatIds(t);
  const missing = wanted.find((id) => !seats.includes(id));
  if (missing) throw new NotOffered(`the new-game screen offers no ${missing} seat`);
  // Seat order: bubble each wanted colour up into place.
  for (const [target, id] of wanted.entries()) {
    let at = (await seatIds(t)).indexOf(id);
    while (at > target) {
      await t.tap(
        page.getByRole('button', { name: exactly(m('players.up', { colour: colourName(id) })) }),
        'moving a seat',
      );
      at -= 1;
    }
  }
  for (const p of setup.players) {
    await t.type(
      page.getByLabel(m('players.name', { colour: colourName(p.id) }), { exact: true }),
      p.name,
      `${p.id}'s name`,
    );
  }
  await t.choose(page.getByLabel(m('newGame.king'), { exact: true }), areaName(setup.king), "the King's region");
  for (const p of setup.players) {
    await t.choose(
      page.getByLabel(m('players.home', { colour: colourName(p.id) }), { exact: true }),
      areaName(setup.homes[p.id]!),
      `${p.id}'s home region`,
    );
  }
  const starter = setup.players.find((p) => p.id === setup.startPlayer);
  await t.choose(
    page.getByLabel(m('newGame.startPlayer'), { exact: true }),
    starter
      ? m('newGame.seatNamed', { name: starter.name.trim(), colour: colourWords(starter.id) })
      : setup.startPlayer,
    'the start player',
  );
  await t.choose(
    page.getByLabel(m('newGame.length'), { exact: true }),
    speaker.say(GAME_LENGTHS.find((l) => l.id === (setup.length ?? 'full'))?.label ?? String(setup.length)),
    'the game length',
  );
  const options: [RuleOptionId, unknown][] = entriesOf<RuleOptionId, unknown>(setup.options ?? {});
  if (options.length > 0) {
    await t.tap(
      page.getByText(m('ruleOptions.summary', { edition: words(`edition.${setup.edition}`) }), { exact: true }),
      'the rules options',
    );
    for (const [id, value] of options) {
      const choice = RULE_OPTIONS[id].choices.find((c) => c.value === value);
      const label = speaker.say(RULE_OPTIONS[id].label);
      await t.choose(
        page.getByLabel(label, { exact: true }),
        choice ? speaker.say(choice.label) : String(value),
        `the option “${label}”`,
      );
    }
  }
  await enterModules(t, setup);
  // Shown once the Church is ticked, beside the King's region.
  for (const [i, region] of (setup.church ?? []).entries()) {
    await t.choose(
      page.getByLabel(m('newGame.churchRegion', { which: i === 0 ? 'first' : 'second' }), { exact: true }),
      areaName(region),
      `the Church's ${i === 0 ? 'first' : 'second'} region`,
    );
  }
  // Shown once the Grand Inquisitor & the Colonies are ticked: his two regions, then the Limit table's.
  for (const [i, region] of (setup.inquisitor ?? []).entries()) {
    const which = i === 0 ? 'first' : 'second';
    await t.choose(
      page.getByLabel(m('colonies.setup.blackRegion', { which }), { exact: true }),
      areaName(region),
      `the Grand Inquisitor's ${which} region`,
    );
  }
  if (setup.limitTable)
    await t.choose(
      page.getByLabel(m('colonies.setup.limitTable'), { exact: true }),
      areaName(setup.limitTable),
      "the Limit table's region",
    );
  // Shown once Intrigue & the King is ticked: the Caballero cards laid out, and whether the hands are the tens.
  if (setup.caballeroCards) {
    const group = page.getByRole('group', {
      name: m('intrigue.setup.caballeroCards', { count: setup.players.length }),
      exact: true,
    });
    for (const n of CABALLERO_CARDS) {
      const card = group.getByRole('button', { name: m('intrigue.setup.caballeroCard', { number: n }), exact: true });
      const pressed = (await card.getAttribute('aria-pressed')) === 'true';
      if (pressed !== setup.caballeroCards.includes(n)) await t.tap(card, `the Caballero card ${n}`);
    }
  }
  if (setup.intrigueTens)
    await t.tap(page.getByRole('checkbox', { name: m('intrigue.setup.tens'), exact: true }), 'the hands from the tens');
  // Shown once a module whose pieces' values the table types is ticked: each place, first place first.
  for (const [area, values] of entriesOf(setup.printedValues ?? {})) {
    const min = enteredMin(setup, area);
    for (const [i, value] of (values ?? []).entries()) {
      const place = ['first', 'second', 'third'][i] ?? String(i + 1);
      await t.type(
        page.getByLabel(
          m(i < min ? 'setup.values.place' : 'setup.values.placeIfPrinted', {
            area: areaWords(setup.edition, area),
            place,
          }),
          {
            exact: true,
          },
        ),
        String(value),
        `${area}'s ${place} place value`,
      );
    }
  }
  if (setup.fourStacks !== undefined) {
    const stacks = page.getByLabel(m('newGame.stacks'), { exact: true });
    if (await t.visible(stacks))
      await t.choose(
        stacks,
        m(setup.fourStacks ? 'newGame.stacks.four' : 'newGame.stacks.five'),
        'the four-stack choice',
      );
  }
  await t.tap(page.getByRole('button', { name: m('newGame.start'), exact: true }), 'starting the game');
}

/** Ticks the variants and expansions the setup names, then taps each reading it gives, by their names. */
async function enterModules(t: Tapper, setup: SetupCommand): Promise<void> {
  const { page, speaker } = t;
  const modules = setup.modules ?? [];
  const readings: [ModuleOptionId, unknown][] = entriesOf<ModuleOptionId, unknown>(setup.moduleOptions ?? {});
  if (modules.length === 0 && readings.length === 0) return;
  await t.tap(
    page.getByText(anyCount(speaker, 'modules.summary', {}, { least: 0, most: 20 })),
    'the variants and expansions',
  );
  const group = page.getByRole('group', { name: speaker.message('modules.label'), exact: true });
  for (const id of modules) {
    const name = speaker.say(moduleWords(id));
    await t.tap(group.getByRole('checkbox', { name, exact: true }), `the module “${name}”`);
  }
  for (const [id, value] of readings) {
    const choices: readonly { value: unknown }[] = MODULE_OPTIONS[id].choices;
    const label = speaker.say(readingWords(id));
    if (!choices.some((c) => c.value === value))
      throw new NotOffered(`the reading “${label}” offers no ${String(value)}`);
    const chosen = speaker.say(words(`reading.${id}.${String(value)}`));
    await t.tap(
      page.getByRole('radiogroup', { name: label, exact: true }).getByRole('radio', { name: chosen, exact: true }),
      `the reading “${label}”: ${chosen}`,
    );
  }
}
