import { useState } from 'preact/hooks';
import { say } from '../../i18n/speech';
import {
  type BoardAreaId,
  EDITION_IDS,
  EDITIONS,
  MOBILE_SCOREBOARD_IDS,
  RULE_OPTIONS,
  type TableArea,
  type Text,
  type TieRule,
} from '../../rules';
import type { Done } from '../../session/done';

import { colourLabel, PLAYER_COLOURS } from '../colours';
import { Feedback } from '../components/Feedback';
import { memoBy } from '../components/memoBy';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import type { CalculatorModel } from './calculatorModel';
import { type DraftPartsProps, nameAtTable, sameDraftParts } from './draft';
import { tableOf } from './draftTable';

/** Who sits at the table, the rules, the King, the Grandes and the mobile scoreboards. */
export function TablePanel({ model }: { model: CalculatorModel }) {
  const { snapshot, names } = model.draft.value;
  return <TableForm model={model} snapshot={snapshot} names={names} />;
}

// Redrawn only when the parts of the draft it shows changed: a count typed in an area changes none of them.
const TableForm = memoBy<DraftPartsProps<CalculatorModel>>(
  function TableForm({ model, snapshot, names }) {
    const nameOf = (id: string) => nameAtTable(names, id);
    const edition = EDITIONS[snapshot.edition];
    const table = tableOf(snapshot);
    // Where the King, a Grande and a mobile scoreboard may stand on this table, as its modules say.
    const where = (may: (area: TableArea) => boolean) =>
      table.areas.filter(may).map((a) => ({ id: a.id, label: edition.areaName(a.id) }));
    const grandeAreas = where((a) => a.grandes);
    const kingAreas = where((a) => a.king);
    const scoreboardAreas = where((a) => a.mobileScoreboard);
    const free = PLAYER_COLOURS.filter((c) => !snapshot.players.includes(c.id) && !snapshot.neutral.includes(c.id));
    const [notice, setNotice] = useState<Text>();
    const [clearing, setClearing] = useState(false);
    const [removing, setRemoving] = useState<Text>();
    const report = (outcome: Done) => setNotice(outcome.ok ? undefined : outcome.error.message);
    return (
      <section class="panel" aria-labelledby="table-heading">
        <h2 id="table-heading">Table</h2>
        <div class="field-row">
          <Select
            label="Edition"
            value={snapshot.edition}
            options={EDITION_IDS.map((id) => ({ id, label: EDITIONS[id].name }))}
            onChange={(v) => v && model.setEdition(v)}
          />
          <Select<TieRule>
            label="Ties"
            value={snapshot.rules.tie}
            options={RULE_OPTIONS.tie.choices.map((c) => ({ id: c.value, label: say(c.label) }))}
            onChange={(v) => v && model.setTie(v)}
          />
        </div>
        <ul class="player-list" aria-label="Players">
          {[...snapshot.players, ...snapshot.neutral].map((id) => (
            <li key={id}>
              <span class={`swatch swatch-${id}`} aria-hidden="true" />
              <TextField
                grow
                label={snapshot.neutral.includes(id) ? `Neutral ${colourLabel(id)}` : `Player ${colourLabel(id)}`}
                value={names[id] ?? ''}
                placeholder={colourLabel(id)}
                kind="boardPlayerName"
                onInput={(v) => model.setName(id, v)}
              />
              {snapshot.players.includes(id) && (
                <Select<BoardAreaId>
                  label={`${nameOf(id)}'s Grande`}
                  value={snapshot.grandes[id]}
                  none="none"
                  options={grandeAreas}
                  onChange={(r) => model.setGrande(id, r)}
                />
              )}
              {removing === id ? (
                <>
                  <button
                    type="button"
                    class="danger"
                    onClick={() => {
                      report(model.removeColour(id));
                      setRemoving(undefined);
                    }}
                  >
                    Yes, remove {nameOf(id)} and their {model.totalOf(id)} caballeros
                  </button>
                  <button type="button" class="secondary" onClick={() => setRemoving(undefined)}>
                    Keep {nameOf(id)}
                  </button>
                </>
              ) : (
                // Asked first only when the colour has caballeros on the board to lose.
                <button
                  type="button"
                  class="secondary"
                  aria-label={`Remove ${nameOf(id)}`}
                  onClick={() => (model.totalOf(id) > 0 ? setRemoving(id) : report(model.removeColour(id)))}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        {free.length > 0 && (
          <div class="field-row">
            {free.slice(0, 3).map((c) => (
              <button
                key={c.id}
                type="button"
                class="secondary"
                onClick={() => report(model.addColour(c.id, 'player'))}
              >
                Add {c.label} player
              </button>
            ))}
            <button
              type="button"
              class="secondary"
              onClick={() => free[0] && report(model.addColour(free[0].id, 'neutral'))}
            >
              Add neutral colour
            </button>
          </div>
        )}
        <Feedback ok={false} text={notice} />
        <div class="field-row">
          {clearing ? (
            <>
              <button
                type="button"
                class="danger"
                onClick={() => {
                  model.clearBoard();
                  setClearing(false);
                }}
              >
                Yes, take all {model.caballerosOnBoard()} caballeros off
              </button>
              <button type="button" class="secondary" onClick={() => setClearing(false)}>
                Keep them
              </button>
            </>
          ) : (
            <button
              type="button"
              class="secondary"
              onClick={() => (model.caballerosOnBoard() > 0 ? setClearing(true) : model.clearBoard())}
            >
              Clear all caballeros
            </button>
          )}
          <Select<BoardAreaId>
            label="King"
            value={snapshot.king}
            options={kingAreas}
            onChange={(r) => r && model.setKing(r)}
          />
          {MOBILE_SCOREBOARD_IDS.map((board) => (
            <Select<BoardAreaId>
              key={board}
              label={`Scoreboard ${board.replaceAll('-', '/')}`}
              value={snapshot.mobileScoreboards[board]}
              none="beside the board"
              options={scoreboardAreas}
              onChange={(a) => model.setMobile(board, a)}
            />
          ))}
        </div>
      </section>
    );
  },
  sameDraftParts(['edition', 'modules', 'rules', 'players', 'neutral', 'grandes', 'king', 'mobileScoreboards']),
);
