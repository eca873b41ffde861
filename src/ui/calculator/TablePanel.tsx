import { useMemo, useState } from 'preact/hooks';
import type { CalculatorModel } from '../../calculator/calculatorModel';
import { type DraftPartsProps, draftShowing, nameAtTable, sameDraftParts } from '../../calculator/draft';
import { tableOf } from '../../calculator/draftTable';

import { colourWords, PLAYER_COLOURS } from '../../colours';
import { message, say } from '../../i18n/speech';
import {
  areaWords,
  type BoardAreaId,
  EDITION_IDS,
  MOBILE_SCOREBOARD_IDS,
  RULE_OPTIONS,
  type TableArea,
  type Text,
  type TieRule,
  words,
} from '../../rules';
import type { Done } from '../../session/done';
import { Feedback } from '../components/Feedback';
import { memoBy } from '../components/memoBy';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';

/** Who sits at the table, the rules, the King, the Grandes and the mobile scoreboards. */
export function TablePanel({ model }: { model: CalculatorModel }) {
  const { snapshot, names } = useMemo(() => draftShowing(model.draft, sameTableParts), [model]).value;
  return <TableForm model={model} snapshot={snapshot} names={names} />;
}

const sameTableParts = sameDraftParts([
  'edition',
  'modules',
  'rules',
  'players',
  'neutral',
  'grandes',
  'king',
  'mobileScoreboards',
]);

// Redrawn only when the parts of the draft it shows changed: a count typed in an area changes none of them.
const TableForm = memoBy<DraftPartsProps<CalculatorModel>>(function TableForm({ model, snapshot, names }) {
  const nameOf = (id: string) => nameAtTable(names, id);
  const table = tableOf(snapshot);
  // Where the King, a Grande and a mobile scoreboard may stand on this table, as its modules say.
  const where = (may: (area: TableArea) => boolean) =>
    table.areas.filter(may).map((a) => ({ id: a.id, label: say(areaWords(snapshot.edition, a.id)) }));
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
      <h2 id="table-heading">{message('calc.table')}</h2>
      <div class="field-row">
        <Select
          label={message('newGame.edition')}
          value={snapshot.edition}
          options={EDITION_IDS.map((id) => ({ id, label: say(words(`edition.${id}`)) }))}
          onChange={(v) => v && model.setEdition(v)}
        />
        <Select<TieRule>
          label={message('calc.ties')}
          value={snapshot.rules.tie}
          options={RULE_OPTIONS.tie.choices.map((c) => ({ id: c.value, label: say(c.label) }))}
          onChange={(v) => v && model.setTie(v)}
        />
      </div>
      <ul class="player-list" aria-label={message('calc.players')}>
        {[...snapshot.players, ...snapshot.neutral].map((id) => (
          <li key={id}>
            <span class={`swatch swatch-${id}`} aria-hidden="true" />
            <TextField
              grow
              label={message('calc.seat', {
                neutral: snapshot.neutral.includes(id) ? 'yes' : 'no',
                colour: colourWords(id),
              })}
              value={names[id] ?? ''}
              placeholder={say(colourWords(id))}
              kind="boardPlayerName"
              onInput={(v) => model.setName(id, v)}
            />
            {snapshot.players.includes(id) && (
              <Select<BoardAreaId>
                label={message('calc.grandeOf', { who: nameOf(id) })}
                value={snapshot.grandes[id]}
                none={message('calc.none')}
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
                  {message('calc.confirmRemove', { who: nameOf(id), count: model.totalOf(id) })}
                </button>
                <button type="button" class="secondary" onClick={() => setRemoving(undefined)}>
                  {message('calc.keep', { who: nameOf(id) })}
                </button>
              </>
            ) : (
              // Asked first only when the colour has caballeros on the board to lose.
              <button
                type="button"
                class="secondary"
                aria-label={message('calc.removeLabel', { who: nameOf(id) })}
                onClick={() => (model.totalOf(id) > 0 ? setRemoving(id) : report(model.removeColour(id)))}
              >
                {message('players.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {free.length > 0 && (
        <div class="field-row">
          {free.slice(0, 3).map((c) => (
            <button key={c.id} type="button" class="secondary" onClick={() => report(model.addColour(c.id, 'player'))}>
              {message('calc.addPlayer', { colour: colourWords(c.id) })}
            </button>
          ))}
          <button
            type="button"
            class="secondary"
            onClick={() => free[0] && report(model.addColour(free[0].id, 'neutral'))}
          >
            {message('calc.addNeutral')}
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
              {message('calc.confirmClear', { count: model.caballerosOnBoard() })}
            </button>
            <button type="button" class="secondary" onClick={() => setClearing(false)}>
              {message('calc.keepThem')}
            </button>
          </>
        ) : (
          <button
            type="button"
            class="secondary"
            onClick={() => (model.caballerosOnBoard() > 0 ? setClearing(true) : model.clearBoard())}
          >
            {message('calc.clear')}
          </button>
        )}
        <Select<BoardAreaId>
          label={message('calc.king')}
          value={snapshot.king}
          options={kingAreas}
          onChange={(r) => r && model.setKing(r)}
        />
        {MOBILE_SCOREBOARD_IDS.map((board) => (
          <Select<BoardAreaId>
            key={board}
            label={message('calc.scoreboard', { values: board.replaceAll('-', '/') })}
            value={snapshot.mobileScoreboards[board]}
            none={message('calc.besideBoard')}
            options={scoreboardAreas}
            onChange={(a) => model.setMobile(board, a)}
          />
        ))}
      </div>
    </section>
  );
}, sameTableParts);
