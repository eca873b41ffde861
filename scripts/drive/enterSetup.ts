import {
  EDITIONS,
  entriesOf,
  MODULE_OPTIONS,
  MODULES,
  type ModuleOptionId,
  RULE_OPTIONS,
  type RuleOptionId,
  type SetupCommand,
} from '../../src/rules';
import type { TablePrefs } from '../../src/session/tablePrefs';
import { colourWords } from '../../src/ui/colours';
import { GAME_LENGTHS } from '../../src/ui/games/gameLengths';
import { exactly } from './pattern';
import { say } from './speech';
import { NotOffered, type Tapper } from './tapper';

/** A colour's name as the English screens show it. */
const colourName = (id: string) => say(colourWords(id));

/** Seats as the new-game form shows them now, by the colours its name fields carry. */
async function seatIds(t: Tapper): Promise<string[]> {
  const labels = await t.page
    .getByRole('list', { name: /^Players in seat order/ })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  return labels.map((l) => l.replace(/ player's name$/, '').toLowerCase());
}

/** Fills the new-game screen as a table would and starts the game. */
export async function enterSetup(
  t: Tapper,
  setup: SetupCommand,
  title: string,
  prefs: Partial<TablePrefs> = {},
): Promise<void> {
  const { page } = t;
  if (prefs.memoryMode) await t.tap(page.getByRole('checkbox', { name: 'Memory mode', exact: true }), 'memory mode');
  if (prefs.diskEntry === 'pass-the-tablet')
    await t.tap(
      page.getByRole('radio', { name: 'Pass the tablet: each player chooses in secret', exact: true }),
      'passing the tablet for disks',
    );
  const edition = EDITIONS[setup.edition];
  await t.choose(page.getByLabel('Edition', { exact: true }), edition.name, 'the edition');
  await t.type(page.getByLabel('Title', { exact: true }), title, 'the title');
  const wanted = setup.players.map((p) => p.id);
  for (const id of await seatIds(t)) {
    if (!wanted.includes(id))
      await t.tap(
        page.getByRole('button', { name: exactly(`Remove the ${colourName(id)} player`) }),
        `removing the ${id} seat`,
      );
  }
  while ((await seatIds(t)).length < wanted.length) {
    await t.tap(page.getByRole('button', { name: 'Add a player', exact: true }), 'adding a player');
  }
  const seats = await seatIds(t);
  const missing = wanted.find((id) => !seats.includes(id));
  if (missing) throw new NotOffered(`the new-game screen offers no ${missing} seat`);
  // Seat order: bubble each wanted colour up into place.
  for (const [target, id] of wanted.entries()) {
    let at = (await seatIds(t)).indexOf(id);
    while (at > target) {
      await t.tap(page.getByRole('button', { name: exactly(`Move ${colourName(id)} player up`) }), 'moving a seat');
      at -= 1;
    }
  }
  for (const p of setup.players) {
    await t.type(page.getByLabel(`${colourName(p.id)} player's name`, { exact: true }), p.name, `${p.id}'s name`);
  }
  await t.choose(page.getByLabel("King's region", { exact: true }), edition.areaName(setup.king), "the King's region");
  for (const p of setup.players) {
    await t.choose(
      page.getByLabel(`${colourName(p.id)} player's home region`, { exact: true }),
      edition.areaName(setup.homes[p.id]!),
      `${p.id}'s home region`,
    );
  }
  const starter = setup.players.find((p) => p.id === setup.startPlayer);
  await t.choose(
    page.getByLabel('Start player', { exact: true }),
    starter ? `${starter.name.trim()} (${colourName(starter.id)})` : setup.startPlayer,
    'the start player',
  );
  await t.choose(
    page.getByLabel('Game length', { exact: true }),
    say(GAME_LENGTHS.find((l) => l.id === (setup.length ?? 'full'))?.label ?? String(setup.length)),
    'the game length',
  );
  const options: [RuleOptionId, unknown][] = entriesOf<RuleOptionId, unknown>(setup.options ?? {});
  if (options.length > 0) {
    await t.tap(page.getByText(/^Rules options/), 'the rules options');
    for (const [id, value] of options) {
      const choice = RULE_OPTIONS[id].choices.find((c) => c.value === value);
      await t.choose(
        page.getByLabel(say(RULE_OPTIONS[id].label), { exact: true }),
        choice ? say(choice.label) : String(value),
        `the option “${say(RULE_OPTIONS[id].label)}”`,
      );
    }
  }
  await enterModules(t, setup);
  // Shown once the Church is ticked, beside the King's region.
  for (const [i, region] of (setup.church ?? []).entries()) {
    await t.choose(
      page.getByLabel(`The Church's ${i === 0 ? 'first' : 'second'} region`, { exact: true }),
      edition.areaName(region),
      `the Church's ${i === 0 ? 'first' : 'second'} region`,
    );
  }
  // Shown once France (1995 variant) is ticked: the values its piece shows, first place first.
  for (const [i, value] of (setup.printedValues?.france ?? []).entries()) {
    const place = ['first', 'second', 'third'][i] ?? String(i + 1);
    await t.type(
      page.getByLabel(`France: ${place} place value`, { exact: true }),
      String(value),
      `France's ${place} place value`,
    );
  }
  if (setup.fourStacks !== undefined) {
    const stacks = page.getByLabel('Action card stacks', { exact: true });
    if (await t.visible(stacks))
      await t.choose(
        stacks,
        setup.fourStacks ? 'Four stacks: 2 and 3 shuffled together' : 'Five stacks',
        'the four-stack choice',
      );
  }
  await t.tap(page.getByRole('button', { name: 'Start the game', exact: true }), 'starting the game');
}

/** Ticks the variants and expansions the setup names, then taps each reading it gives, by their names. */
async function enterModules(t: Tapper, setup: SetupCommand): Promise<void> {
  const { page } = t;
  const modules = setup.modules ?? [];
  const readings: [ModuleOptionId, unknown][] = entriesOf<ModuleOptionId, unknown>(setup.moduleOptions ?? {});
  if (modules.length === 0 && readings.length === 0) return;
  await t.tap(page.getByText(/^Variants and expansions/), 'the variants and expansions');
  const group = page.getByRole('group', { name: 'Variants and expansions', exact: true });
  for (const id of modules) {
    const { name } = MODULES[id];
    await t.tap(group.getByRole('checkbox', { name, exact: true }), `the module “${name}”`);
  }
  for (const [id, value] of readings) {
    const option = MODULE_OPTIONS[id];
    const choices: readonly { value: unknown; label: string }[] = option.choices;
    const choice = choices.find((c) => c.value === value);
    if (!choice) throw new NotOffered(`the reading “${option.label}” offers no ${String(value)}`);
    await t.tap(
      page.getByRole('radiogroup', { name: option.label, exact: true }).getByRole('radio', {
        name: choice.label,
        exact: true,
      }),
      `the reading “${option.label}”: ${choice.label}`,
    );
  }
}
