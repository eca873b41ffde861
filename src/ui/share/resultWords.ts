import { LANGUAGES } from '../../i18n/languages';
import { language, message, say } from '../../i18n/speech';
import { editionWords, listOf, moduleWords } from '../../rules';
import { minutesOf, type PlayerResult, type PlayResult } from '../../session/playResult';
import type { PictureWords } from './picturePlan';

/** The day a game ended, as the table's language writes a date. */
const dayOf = (at: number) =>
  new Intl.DateTimeFormat(LANGUAGES[language.value].locale, { dateStyle: 'medium' }).format(at);

/** What was played: the edition, then the variants and expansions, in the table's words. */
export const whatWasPlayed = (result: PlayResult): string =>
  message('share.played', {
    edition: say(editionWords(result.edition)),
    modules: listOf(result.modules.map((id) => say(moduleWords(id)))),
    any: result.modules.length > 0 ? 'yes' : 'no',
  });

/** "29 Nov 2026 · Big Box · 95 minutes": the line under the title. */
export const resultDetails = (result: PlayResult): string => {
  const minutes = minutesOf(result);
  // A game imported whole has no time of its own: its length is left unsaid.
  return message('share.details', {
    day: dayOf(result.endedAt),
    played: whatWasPlayed(result),
    minutes,
    timed: minutes > 0 ? 'yes' : 'no',
  });
};

/** "1. Ana: 95 points, wins". */
export const standingLine = (player: PlayerResult): string =>
  message('share.standing', {
    rank: player.rank,
    name: player.name,
    points: player.score,
    winner: player.winner ? 'yes' : 'no',
  });

export const resultHeading = (result: PlayResult): string => message('share.heading', { title: result.title });

/** The result as text for a chat: the title, when and what, the standings. */
export const resultText = (result: PlayResult): string =>
  [resultHeading(result), resultDetails(result), ...result.players.map(standingLine)].join('\n');

/** BG Stats' comment: what the link has no field for, the edition and modules, and a dummy's name. */
export const bgStatsComment = (result: PlayResult): string =>
  [whatWasPlayed(result), ...(result.dummy ? [message('share.dummy', { name: result.dummy })] : [])].join(' ');

export const pictureWords = (result: PlayResult): PictureWords => ({
  heading: resultHeading(result),
  details: resultDetails(result),
  standing: standingLine,
  chartHeading: message('game.scores.heading'),
  roundLabel: (round) => message('game.chart.round', { round }),
  startLabel: message('game.chart.start'),
  // The app's name in the table's language.
  footer: message('title.home'),
});
