import { useMemo, useState } from 'preact/hooks';
import { colourWords, PLAYER_COLOURS } from '../../colours';
import { LANGUAGES } from '../../i18n/languages';
import { language, message, say } from '../../i18n/speech';
import {
  areaWords,
  CASTILLO,
  drawSetup,
  EDITION_IDS,
  type EditionId,
  type GameLength,
  type ModuleId,
  type ModuleOptions,
  REGION_IDS,
  type RegionId,
  RULE_OPTIONS,
  type RuleOptions,
  type SetupCommand,
  setupChoices,
  setupModuleChoices,
  type Text,
  withModuleReading,
  words,
} from '../../rules';
import type { Done } from '../../session/done';
import { DEFAULT_TABLE_PREFS, type TablePrefs } from '../../session/tablePrefs';
import { Feedback } from '../components/Feedback';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import { MODULE_SETUP_PARTS, type SetupContext } from '../modules/setupParts';
import { GAME_LENGTHS } from './gameLengths';
import { SetupModules } from './SetupModules';
import { type Seat, SetupPlayerList } from './SetupPlayerList';
import { SetupRuleOptions } from './SetupRuleOptions';
import { SetupTablePrefs } from './SetupTablePrefs';

const DUMMY = { id: 'white', name: 'Dummy', colour: 'white' } as const;

/** A sentence's opening word set inside another sentence ("A third colour…" → "…: a third colour…"). */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/**
 * A new game: edition, players in seat order, the start player, and the region cards — entered as
 * revealed at the table or drawn by the app. What the rules need (a dummy, four stacks) comes from
 * the engine's `setupChoices`; the engine checks the setup again before anything is stored.
 */
export function NewGameForm({
  onStart,
}: {
  onStart: (setup: SetupCommand, title: string, prefs: TablePrefs) => Promise<Done>;
}) {
  const [edition, setEdition] = useState<EditionId>('classic');
  const [seats, setSeats] = useState<Seat[]>([
    { id: 'red', name: '' },
    { id: 'blue', name: '' },
    { id: 'yellow', name: '' },
  ]);
  const [startPlayer, setStartPlayer] = useState<Text>();
  const [king, setKing] = useState<RegionId>('castilla-la-nueva');
  const [homes, setHomes] = useState<Record<string, RegionId>>({ red: 'galicia', blue: 'aragon', yellow: 'sevilla' });
  /** What the modules ask at setup (the Church's region cards, the 1995 France's values), each part kept by itself. */
  const parts = useMemo(() => MODULE_SETUP_PARTS.map((make) => make()), []);
  const [title, setTitle] = useState('');
  const [length, setLength] = useState<GameLength>('full');
  /** Options switched away from the edition's preset; cleared when the edition changes. */
  const [options, setOptions] = useState<Partial<RuleOptions>>({});
  /** The table's four-stack choice when it has one; unset follows the options. */
  const [fourStacks, setFourStacks] = useState<boolean>();
  /** Variants and expansions ticked, and readings chosen for them; both cleared when the edition changes. */
  const [modules, setModules] = useState<readonly ModuleId[]>([]);
  const [readings, setReadings] = useState<Partial<ModuleOptions>>({});
  const [prefs, setPrefs] = useState<TablePrefs>(DEFAULT_TABLE_PREFS);
  const [problem, setProblem] = useState<Text>();
  const [busy, setBusy] = useState(false);

  const answer = setupChoices(edition, options, seats.length);
  // A game left untitled is named by its edition and today's date in the table's language, so the
  // games list tells one from another; the field shows it until a title is typed.
  const defaultTitle = message('newGame.defaultTitle', {
    edition: words(`edition.${edition}`),
    date: new Intl.DateTimeFormat(LANGUAGES[language.value].locale, { dateStyle: 'medium' }).format(Date.now()),
  });
  // Only an option or edition these controls never offer is refused here.
  if (!answer.ok) return <Feedback ok={false} text={answer.error.message} />;
  const needs = answer.value;
  // Only what still applies is kept: a module of this edition that may be chosen, readings of those chosen.
  const variants = setupModuleChoices(edition, modules, readings);
  const { modules: chosenModules, moduleOptions } = variants.chosen;
  // Only the parts of the modules chosen: each asks for the setup fields only its module reads.
  const asked = parts.filter((part) => chosenModules.includes(part.module));
  const context: SetupContext = { edition, king, homes: seats.map((p) => homes[p.id]) };
  const regions = REGION_IDS.map((id) => ({ id, label: say(areaWords(edition, id)) }));
  const free = PLAYER_COLOURS.filter((c) => !seats.some((p) => p.id === c.id) && c.id !== DUMMY.id);
  const starter = seats.find((p) => p.id === startPlayer)?.id ?? seats[0]?.id ?? '';
  const chosenFour = needs.fourStacks.kind === 'optional' ? (fourStacks ?? needs.fourStacks.default) : undefined;
  const switchOptions = (changes: Partial<RuleOptions>) => {
    setOptions(changes);
    setFourStacks(undefined);
  };

  const start = async () => {
    // What a part can tell is wrong is refused here, in words; whether the setup holds, by the engine.
    const fields: Partial<SetupCommand>[] = [];
    for (const part of asked) {
      const read = part.read(context);
      if (!read.ok) {
        setProblem(read.error.message);
        return;
      }
      fields.push(read.value);
    }
    const setup: SetupCommand = {
      type: 'setup',
      edition,
      ...(Object.keys(options).length > 0 ? { options } : {}),
      ...(chosenModules.length > 0 ? { modules: chosenModules } : {}),
      ...(Object.keys(moduleOptions).length > 0 ? { moduleOptions } : {}),
      players: seats.map((p) => ({ id: p.id, name: p.name.trim() || say(colourWords(p.id)), colour: p.id })),
      ...(needs.dummy ? { dummy: DUMMY } : {}),
      ...(length !== 'full' ? { length } : {}),
      ...(chosenFour !== undefined ? { fourStacks: chosenFour } : {}),
      ...fields.reduce<Partial<SetupCommand>>((all, part) => ({ ...all, ...part }), {}),
      king,
      homes: Object.fromEntries(
        seats.flatMap((p): [string, RegionId][] => {
          const home = homes[p.id];
          return home === undefined ? [] : [[p.id, home]];
        }),
      ),
      startPlayer: starter,
    };
    setBusy(true);
    setProblem(undefined);
    try {
      const outcome = await onStart(setup, title.trim() || defaultTitle, prefs);
      if (!outcome.ok) setProblem(outcome.error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="panel new-game"
      aria-labelledby="new-game-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h3 id="new-game-heading">{message('newGame.heading')}</h3>
      <div class="field-row">
        <Select
          label={message('newGame.edition')}
          value={edition}
          options={EDITION_IDS.map((id) => ({ id, label: say(words(`edition.${id}`)) }))}
          onChange={(v) => {
            if (!v) return;
            setEdition(v);
            switchOptions({});
            setModules([]);
            setReadings({});
          }}
        />
        <TextField
          grow
          label={message('newGame.title')}
          kind="title"
          value={title}
          placeholder={defaultTitle}
          onInput={setTitle}
        />
      </div>
      <SetupPlayerList
        seats={seats}
        homes={homes}
        regions={regions}
        canRemove={needs.playerCounts.includes(seats.length - 1)}
        onSeats={setSeats}
        onHome={(id, r) => setHomes({ ...homes, [id]: r })}
      />
      {needs.dummy && (
        <p class="hint">
          {message('newGame.dummy', { explanation: lowerFirst(say(RULE_OPTIONS.twoPlayerDummy.explanation)) })}
          {needs.fourStacks.kind === 'forced' && ` ${message('newGame.fourStacksForced')}`}
        </p>
      )}
      <div class="field-row">
        {needs.playerCounts.includes(seats.length + 1) && free[0] && (
          <button
            type="button"
            class="secondary"
            onClick={() => {
              const id = free[0]?.id;
              if (id === undefined) return;
              const home = REGION_IDS.find((r) => r !== king && !seats.some((p) => homes[p.id] === r));
              setSeats([...seats, { id, name: '' }]);
              if (home) setHomes({ ...homes, [id]: home });
            }}
          >
            {message('newGame.addPlayer')}
          </button>
        )}
        <Select<GameLength>
          label={message('newGame.length')}
          value={length}
          options={GAME_LENGTHS.map((l) => ({ id: l.id, label: say(l.label) }))}
          onChange={(v) => v && setLength(v)}
        />
        <Select
          label={message('newGame.startPlayer')}
          value={starter}
          options={seats.map((p) => ({
            id: p.id,
            label: p.name.trim()
              ? message('newGame.seatNamed', { name: p.name.trim(), colour: colourWords(p.id) })
              : say(colourWords(p.id)),
          }))}
          onChange={(id) => id && setStartPlayer(id)}
        />
        {chosenFour !== undefined && (
          <Select
            label={message('newGame.stacks')}
            value={chosenFour ? 'four' : 'five'}
            options={[
              { id: 'five', label: message('newGame.stacks.five') },
              { id: 'four', label: message('newGame.stacks.four') },
            ]}
            onChange={(v) => v && setFourStacks(v === 'four')}
          />
        )}
      </div>
      <div class="field-row">
        <Select<RegionId>
          label={message('newGame.king')}
          value={king}
          options={regions}
          onChange={(r) => r && setKing(r)}
        />
        <button
          type="button"
          class="secondary"
          onClick={() => {
            // One draw for all the modules chosen: a closed region is never drawn, the Church's come from the same deck.
            const drawn = drawSetup(
              Date.now() % 2 ** 31,
              seats.map((p) => p.id),
              chosenModules,
            );
            setKing(drawn.king);
            setHomes(drawn.homes);
            for (const part of parts) part.draw?.(drawn);
          }}
        >
          {message('newGame.draw')}
        </button>
      </div>
      {asked.map(({ module, Control }) => (
        <Control key={module} context={context} />
      ))}
      <SetupTablePrefs prefs={prefs} castillo={areaWords(edition, CASTILLO)} onChange={setPrefs} />
      <SetupRuleOptions
        edition={edition}
        inForce={needs.options}
        onSwitch={(changes) => switchOptions({ ...options, ...changes })}
      />
      <SetupModules
        choices={variants}
        onModule={(id, on) =>
          setModules(on ? [...chosenModules.filter((m) => m !== id), id] : chosenModules.filter((m) => m !== id))
        }
        onReading={(id, value) => setReadings(withModuleReading(moduleOptions, id, value) ?? moduleOptions)}
      />
      {/* Held at the screen's bottom edge while the form runs past it: starting, and why it cannot, always in view. */}
      <div class="new-game-start">
        <Feedback ok={false} text={problem} />
        <button type="submit" disabled={busy}>
          {message('newGame.start')}
        </button>
      </div>
    </form>
  );
}
