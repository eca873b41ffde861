import { useState } from 'preact/hooks';
import { REGION_IDS, type RegionId } from '../../rules/board/areas';
import { EDITIONS, EDITION_IDS, RULE_OPTIONS, type EditionId, type RuleOptionId, type RuleOptions } from '../../rules/editions';
import type { SetupCommand } from '../../rules/game/commands';
import { drawSetup } from '../../rules/game/drawSetup';
import { PLAYER_COLOURS, colourLabel } from '../colours';
import { Feedback } from '../components/Feedback';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import type { GamesModel } from './gamesModel';

/**
 * A new game: edition, players in clockwise order, and the region cards — entered as revealed at
 * the table or drawn by the app. The engine checks the setup before anything is stored.
 */
export function NewGameForm({ model, onCreated }: { model: GamesModel; onCreated: (id: string) => void }) {
  const [edition, setEdition] = useState<EditionId>('classic');
  const [players, setPlayers] = useState<{ id: string; name: string }[]>([
    { id: 'red', name: '' },
    { id: 'blue', name: '' },
    { id: 'yellow', name: '' },
  ]);
  const [king, setKing] = useState<RegionId>('castilla-la-nueva');
  const [homes, setHomes] = useState<Record<string, RegionId>>({ red: 'galicia', blue: 'aragon', yellow: 'sevilla' });
  const [title, setTitle] = useState('');
  /** Options switched away from the edition's preset; cleared when the edition changes. */
  const [options, setOptions] = useState<Partial<RuleOptions>>({});
  const [problem, setProblem] = useState<string>();
  const regionOptions = REGION_IDS.map((id) => ({ id, label: EDITIONS[edition].areaName(id) }));
  const free = PLAYER_COLOURS.filter((c) => !players.some((p) => p.id === c.id) && c.id !== 'white');
  // The edition's preset says whether two players bring in the dummy colour.
  const dummy = EDITIONS[edition].defaults.twoPlayerDummy && players.length === 2;

  const draw = () => {
    const drawn = drawSetup(Date.now() % 2 ** 31, players.map((p) => p.id));
    setKing(drawn.king);
    setHomes(drawn.homes);
  };

  return (
    <form
      class="panel"
      aria-labelledby="new-game-heading"
      onSubmit={async (e) => {
        e.preventDefault();
        const setup: SetupCommand = {
          type: 'setup',
          edition,
          ...(Object.keys(options).length > 0 ? { options } : {}),
          players: players.map((p) => ({ id: p.id, name: p.name.trim() || colourLabel(p.id), colour: p.id })),
          ...(dummy ? { dummy: { id: 'white', name: 'Dummy', colour: 'white' } } : {}),
          king,
          homes,
          startPlayer: players[0]?.id ?? 'red',
        };
        const outcome = await model.create(setup, title);
        if (!outcome.ok) setProblem(outcome.reason);
        else if (outcome.id) onCreated(outcome.id);
      }}
    >
      <h3 id="new-game-heading">New game</h3>
      <div class="field-row">
        <Select
          label="Edition"
          value={edition}
          options={EDITION_IDS.map((id) => ({ id, label: EDITIONS[id].name }))}
          onChange={(v) => {
            if (!v) return;
            setEdition(v);
            setOptions({});
          }}
        />
        <TextField grow label="Title" value={title} onInput={setTitle} />
      </div>
      <ol class="player-list" aria-label="Players, clockwise from the start player">
        {players.map((p, i) => (
          <li key={p.id}>
            <span class={`swatch swatch-${p.id}`} aria-hidden="true" />
            <TextField grow label={`${colourLabel(p.id)} player's name`} value={p.name} onInput={(v) => setPlayers(players.map((q, j) => (j === i ? { ...q, name: v } : q)))} />
            <Select<RegionId> label={`${colourLabel(p.id)} player's home region`} value={homes[p.id]} options={regionOptions} onChange={(r) => r && setHomes({ ...homes, [p.id]: r })} />
            <button type="button" class="secondary" disabled={players.length <= 2} onClick={() => setPlayers(players.filter((_, j) => j !== i))} aria-label={`Remove the ${colourLabel(p.id)} player`}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      {dummy && <p class="hint">Two players in the 2023 rules play with the white dummy colour.</p>}
      <div class="field-row">
        {players.length < 5 && free[0] && (
          <button
            type="button"
            class="secondary"
            onClick={() => {
              const id = free[0]!.id;
              const home = REGION_IDS.find((r) => r !== king && !Object.values(homes).includes(r));
              setPlayers([...players, { id, name: '' }]);
              if (home) setHomes({ ...homes, [id]: home });
            }}
          >
            Add a player
          </button>
        )}
        <Select<RegionId> label="King's region" value={king} options={regionOptions} onChange={(r) => r && setKing(r)} />
        <button type="button" class="secondary" onClick={draw}>
          Draw the region cards
        </button>
      </div>
      <details class="options">
        <summary>Rules options ({EDITIONS[edition].name} preset)</summary>
        {(Object.keys(RULE_OPTIONS) as RuleOptionId[]).map((id) => {
          const option = RULE_OPTIONS[id];
          const current = options[id] ?? EDITIONS[edition].defaults[id];
          return (
            <Select
              key={id}
              label={option.label}
              value={String(current)}
              options={option.choices.map((c) => ({ id: String(c.value), label: c.label }))}
              onChange={(v) => {
                const choice = option.choices.find((c) => String(c.value) === v);
                if (choice) setOptions({ ...options, [id]: choice.value });
              }}
            />
          );
        })}
      </details>
      <Feedback ok={false} text={problem} />
      <button type="submit">Start the game</button>
    </form>
  );
}
