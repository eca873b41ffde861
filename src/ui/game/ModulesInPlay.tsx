import { useId, useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  type GameState,
  moduleOptionsOf,
  moduleSummaryWords,
  modulesInPlay,
  moduleWords,
  readingWords,
} from '../../rules';
import { memoBy } from '../components/memoBy';
import { moduleCitations, readingChoice } from '../moduleTexts';

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
    const inForce = moduleOptionsOf(state.setup.modules, state.setup.moduleOptions);
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
              {listed.map((m) => {
                const citations = moduleCitations(m.id).map(say);
                return (
                  <li key={m.id}>
                    <h4>{say(moduleWords(m.id))}</h4>
                    <p>{say(moduleSummaryWords(m.id))}</p>
                    {citations.length === 1 ? (
                      <p class="rules">{message('game.rule', { rule: citations[0] ?? '' })}.</p>
                    ) : (
                      <div class="rules">
                        {message('game.modulesInPlay.rules')}
                        <ul>
                          {citations.map((c) => (
                            <li key={c}>{c}</li>
                          ))}
                        </ul>
                      </div>
                    )}
                    {m.readings.length > 0 && (
                      <dl aria-label={message('game.modulesInPlay.readings', { module: moduleWords(m.id) })}>
                        {m.readings.map((r) => {
                          const chosen = readingChoice(r.id, inForce[r.id]);
                          return (
                            <div key={r.id}>
                              <dt>{say(readingWords(r.id))}</dt>
                              <dd>
                                {chosen ? say(chosen.words) : r.chosen}{' '}
                                <span class="rules">
                                  ({message('game.rule', { rule: chosen ? chosen.citation : r.citation })})
                                </span>
                              </dd>
                            </div>
                          );
                        })}
                      </dl>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    );
  },
  // The modules are fixed at setup: only a different game redraws the list.
  (before, after) => before.state.setup === after.state.setup,
);
