import { nameKey } from './playerStats';
import { minutesOf, type PlayResult } from './playResult';

/**
 * BG Stats' link for plays pushed from other apps ("Push plays to BG Stats from other apps or websites"):
 * `createPlay.html` with `data`, the play as URL-encoded JSON. The app opens an import dialog on it.
 */
export const BG_STATS_LINK = 'https://app.bgstatsapp.com/createPlay.html';

/** El Grande's BoardGameGeek id: every edition the app plays is logged as this one game. */
export const EL_GRANDE_BGG_ID = 93;

/** The play as the link's JSON describes it: every field its documentation's example shows, booleans always sent. */
export interface BgStatsPlay {
  readonly sourceName: string;
  readonly sourcePlayId: string;
  /** "yyyy-MM-dd HH:mm:ss", in UTC: when the game ended. */
  readonly playDate: string;
  readonly durationMin: number;
  readonly location: string;
  readonly comments: string;
  readonly board: string;
  readonly game: {
    readonly name: string;
    readonly sourceGameId: string;
    readonly bggId: number;
    readonly highestWins: boolean;
    readonly noPoints: boolean;
  };
  readonly players: readonly {
    readonly name: string;
    readonly sourcePlayerId: string;
    readonly score: number;
    readonly rank: number;
    readonly winner: boolean;
    readonly startPlayer: boolean;
    readonly role: string;
  }[];
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the link's date: "2026-11-29 21:40:00", in UTC. */
export function playDateOf(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(
    d.getUTCMinutes(),
  )}:${two(d.getUTCSeconds())}`;
}

/**
 * The play BG Stats is given for a finished game. Players are matched there by name; the edition and the modules, which the link has no field for, are the comment.
 */
export function bgStatsPlay(result: PlayResult, comments: string): BgStatsPlay {
  return {
    sourceName: 'El Grande Companion',
    sourcePlayId: result.gameId,
    playDate: playDateOf(result.endedAt),
    durationMin: minutesOf(result),
    location: '',
    comments,
    board: '',
    game: { name: 'El Grande', sourceGameId: 'el-grande', bggId: EL_GRANDE_BGG_ID, highestWins: true, noPoints: false },
    players: result.players.map((p) => ({
      name: p.name,
      // The same person is the same player in every game this device sends, whatever colour they played.
      sourcePlayerId: nameKey(p.name),
      score: p.score,
      rank: p.rank,
      winner: p.winner,
      startPlayer: p.startPlayer,
      role: '',
    })),
  };
}

/** The link that opens BG Stats' import of this play. */
export const bgStatsLink = (play: BgStatsPlay): string =>
  `${BG_STATS_LINK}?data=${encodeURIComponent(JSON.stringify(play))}`;
