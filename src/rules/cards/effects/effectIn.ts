import type { GameState } from '../../state/types';
import { wrongKind } from './_lib/wrongKind';
import type { Effect } from './effect';
import { EFFECT_CHANGES, EFFECTS, type EffectId } from './index';

/**
 * A special action as this game plays it: the base game's, with the kinds of action its modules add
 * (each offered in the guide and handled by its module). An action of a kind a module adds is that
 * module's to take or refuse, in a game without it too.
 */
export function effectIn(state: GameState, id: EffectId): Effect<EffectId> {
  const base = EFFECTS[id];
  const changes = EFFECT_CHANGES.filter((change) => change.effect === id);
  if (changes.length === 0) return base;
  const inPlay = changes.filter((change) => state.setup.modules.includes(change.module));
  const expects = inPlay.at(-1)?.expects ?? base.expects;
  return {
    ...base,
    kinds: [...base.kinds, ...inPlay.map((change) => change.kind)],
    expects,
    guide: (s, player) => [...base.guide(s, player), ...inPlay.map((change) => change.guide(s, player))],
    apply(s, action, context) {
      const change = changes.find((c) => c.kind === action?.kind);
      if (change) return change.apply(s, action, context);
      // Neither the base kinds nor a module's: the message names every kind this game takes.
      const known = base.kinds.some((kind) => kind === action?.kind);
      return known || inPlay.length === 0 ? base.apply(s, action, context) : wrongKind(s, action, context, expects);
    },
  };
}
