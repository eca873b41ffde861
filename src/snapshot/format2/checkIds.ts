import { BLACK_IDS, moduleWords, words } from '../../rules';
import { blackWords, notAPlayer, unknownId } from './idWords';
import type { Problem } from './problem';
import type { BoardView } from './view';

const firstRepeat = (ids: readonly string[]) => ids.findIndex((id, i) => ids.indexOf(id) !== i);

/** Players and neutral ids are distinct, and none takes a black id's name while its module is on. */
export function checkParticipants(view: BoardView): Problem | undefined {
  const { players, neutral } = view;
  const repeatedPlayer = firstRepeat(players);
  if (repeatedPlayer >= 0)
    return [['players', repeatedPlayer], words('snapshot.id.twice', { id: players[repeatedPlayer] ?? '' })];
  const repeatedNeutral = firstRepeat(neutral);
  if (repeatedNeutral >= 0)
    return [['neutral', repeatedNeutral], words('snapshot.id.twice', { id: neutral[repeatedNeutral] ?? '' })];
  const both = neutral.findIndex((id) => players.includes(id));
  if (both >= 0) return [['neutral', both], words('snapshot.id.alreadyAPlayer', { id: neutral[both] ?? '' })];
  for (const [list, ids] of [
    ['players', players],
    ['neutral', neutral],
  ] as const) {
    const i = ids.findIndex((id) => view.black.some((b) => b === id));
    const id = ids[i];
    const module = id === 'church' || id === 'inquisitor' ? view.table.black[id]?.module : undefined;
    if (module !== undefined && (id === 'church' || id === 'inquisitor')) {
      return [[list, i], words('snapshot.black.takenId', { id, black: blackWords(id), module: moduleWords(module) })];
    }
  }
  return undefined;
}

/** Every id the snapshot names elsewhere is one of its players, neutral ids or black ids, where each may be. */
export function checkIdReferences(view: BoardView): Problem | undefined {
  const s = view.snapshot;
  const isPiece = (id: string) => view.pieceIds.has(id);
  const isPlayer = (id: string) => view.players.includes(id);

  for (const id of Object.keys(s.grandes ?? {})) {
    if (!isPlayer(id)) return [['grandes', id], notAPlayer(view, id, 'grande')];
  }
  for (const { key, counts } of view.pieces.values()) {
    for (const id of Object.keys(counts)) if (!isPiece(id)) return [['pieces', key, id], unknownId(view, id)];
  }
  for (const [role, id] of Object.entries(s.roles ?? {})) {
    if (typeof id === 'string' && !isPiece(id)) return [['roles', role], unknownId(view, id)];
  }
  for (const black of BLACK_IDS) {
    const holder = s[black]?.holder;
    if (typeof holder === 'string' && !isPlayer(holder)) {
      return [[black, 'holder'], words('snapshot.holder.notAPlayer', { id: holder, holder: black })];
    }
  }
  for (const id of Object.keys(s.limitTable?.onTable ?? {})) {
    if (!isPiece(id)) return [['limitTable', 'onTable', id], unknownId(view, id)];
  }
  const grande = s.revolution?.grande;
  if (grande !== undefined && !isPlayer(grande)) {
    return [['revolution', 'grande'], notAPlayer(view, grande, 'grande')];
  }
  for (const id of Object.keys(s.castilloDestinations ?? {})) {
    if (!isPiece(id)) return [['castilloDestinations', id], unknownId(view, id)];
  }
  const score = s.score;
  if (score.kind === 'unique-choices') {
    for (const id of Object.keys(score.choices)) {
      if (!isPlayer(id)) return [['score', 'choices', id], notAPlayer(view, id, 'choice')];
    }
  }
  if (score.kind === 'delivery') {
    for (const id of Object.keys(score.deliveries)) {
      if (!isPlayer(id)) return [['score', 'deliveries', id], notAPlayer(view, id, 'delivery')];
    }
  }
  if (score.kind === 'general') {
    for (const id of Object.keys(score.limitTableArrivals ?? {})) {
      if (!isPiece(id)) return [['score', 'limitTableArrivals', id], unknownId(view, id)];
    }
    for (const [i, move] of (score.interludeMoves ?? []).entries()) {
      if (!isPiece(move.id)) return [['score', 'interludeMoves', i, 'id'], unknownId(view, move.id)];
    }
  }
  return undefined;
}
