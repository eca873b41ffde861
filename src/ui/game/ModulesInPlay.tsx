import { useId, useState } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { type GameState, modulesInPlay } from '../../rules';
import { memoBy } from '../components/memoBy';

/**
 * The variants and expansions this game plays, behind one button: each with what it changes in our
 * words, where its rules are written and the readings in force. A base game shows nothing.
 */
export const ModulesInPlay = memoBy(
  function ModulesInPlay({ state }: { state: GameState }) {
    const [open, setOpen] = useState(false);
    const panel = useId();
    const heading = useId();
    const listed = modulesInPlay(state.setup);
    if (listed.length === 0) return null;
    return (
      <div class="modules-in-play">
        <button
          type="button"
          class="secondary"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
        >
          {message('game.modulesInPlay.button')}
        </button>
        {open && (
          <section id={panel} class="panel" aria-labelledby={heading}>
            <h3 id={heading}>{message('game.modulesInPlay.heading')}</h3>
            <ul>
              {listed.map((m) => (
                <li key={m.id}>
                  <h4>{m.name}</h4>
                  <p>{m.summary}</p>
                  {m.citations.length === 1 ? (
                    <p class="rules">{message('game.rule', { rule: m.citations[0] ?? '' })}.</p>
                  ) : (
                    <div class="rules">
                      {message('game.modulesInPlay.rules')}
                      <ul>
                        {m.citations.map((c) => (
                          <li key={c}>{c}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {m.readings.length > 0 && (
                    <dl aria-label={message('game.modulesInPlay.readings', { module: m.name })}>
                      {m.readings.map((r) => (
                        <div key={r.id}>
                          <dt>{r.label}</dt>
                          <dd>
                            {r.chosen} <span class="rules">({message('game.rule', { rule: r.citation })})</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  },
  // The modules are fixed at setup: only a different game redraws the list.
  (before, after) => before.state.setup === after.state.setup,
);
