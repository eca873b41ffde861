import { useSignal } from '@preact/signals';
import { useId, useRef } from 'preact/hooks';
import { message } from '../../../i18n/speech';
import { CLAIMS_REF, type ClaimChoice, type Command, claimChoices, ruleRefShortWords } from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { LabelledStepper } from '../../game/LabelledStepper';
import { Refusal } from '../../game/Refusal';
import { nameIn } from '../../game/tableWords';
import { useTableAction } from '../../game/useTableAction';

/** A claim by kind and whose caballeros, the same in every language. */
const keyOf = (c: Pick<ClaimChoice, 'kind' | 'owner'>) => `${c.kind}:${c.owner}`;

/**
 * Grand Inquisitor & the Colonies: claiming Gold in America and Wares in the Mediterranean, a free step of
 * the player's turn. Each caballero there carrying none may take one disc; the Viceroy only by giving up
 * his space, which the table ticks.
 */
export function ClaimStep({ view, player }: { view: GameView; player: string }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  /** Folded again once its command is done, so the rest of the turn shows. */
  const folded = useRef<HTMLDetailsElement>(null);
  const counts = useSignal<Readonly<Record<string, number>>>({});
  const resign = useSignal(false);
  const choices = claimChoices(state, player);
  if (choices.length === 0) return null;
  const name = nameIn(state);
  const mayResign = choices.some((c) => c.mostIfResigned > c.most);
  const typed = (c: ClaimChoice) => counts.value[keyOf(c)] ?? 0;
  // Each owner's claim within what their caballeros may take, and what the others of the kind leave lying.
  const others = (c: ClaimChoice) =>
    choices.filter((o) => o.kind === c.kind && o.owner !== c.owner).reduce((sum, o) => sum + typed(o), 0);
  const mostOf = (c: ClaimChoice) =>
    Math.max(0, Math.min(resign.value ? c.mostIfResigned : c.most, c.lying - others(c)));
  const claimed = (c: ClaimChoice) => Math.min(typed(c), mostOf(c));
  const byKind = (kind: ClaimChoice['kind']) =>
    Object.fromEntries(choices.filter((c) => c.kind === kind && claimed(c) > 0).map((c) => [c.owner, claimed(c)]));
  const gold = byKind('gold');
  const wares = byKind('wares');
  const any = Object.keys(gold).length + Object.keys(wares).length > 0;
  const command: Command = {
    type: 'claim',
    player,
    ...(Object.keys(gold).length > 0 ? { gold } : {}),
    ...(Object.keys(wares).length > 0 ? { wares } : {}),
    ...(resign.value ? { resign: true } : {}),
  };
  return (
    // Folded until the table opens it: a free step stays one line in a turn that does not use it.
    <details ref={folded} class="step-part free-step" aria-labelledby={`${uid}-claim`}>
      <summary id={`${uid}-claim`}>{message('game.claim.heading')}</summary>
      <p class="hint">
        {message('game.claim.hint')}
        <span class="rules"> {message('game.rule', { rule: ruleRefShortWords(CLAIMS_REF) })}.</span>
      </p>
      {choices.map((c) =>
        (resign.value ? c.mostIfResigned : c.most) > 0 ? (
          <LabelledStepper
            key={keyOf(c)}
            shown={message('game.claim.count', { kind: c.kind, owner: name(c.owner) })}
            label={message('game.claim.count', { kind: c.kind, owner: name(c.owner) })}
            value={claimed(c)}
            min={0}
            max={mostOf(c)}
            onChange={(d) =>
              (counts.value = { ...counts.value, [keyOf(c)]: Math.max(0, Math.min(mostOf(c), claimed(c) + d)) })
            }
          />
        ) : null,
      )}
      {mayResign && (
        <label class="check">
          <input type="checkbox" checked={resign.value} onChange={(e) => (resign.value = e.currentTarget.checked)} />
          {message('game.claim.resign')}
        </label>
      )}
      <div class="confirm-bar">
        <button
          type="button"
          class="secondary"
          disabled={view.busy.value || !any}
          onClick={async () => {
            if (await send(command)) {
              counts.value = {};
              resign.value = false;
              if (folded.current) folded.current.open = false;
            }
          }}
        >
          {message('game.claim.confirm')}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </details>
  );
}
