import { runMain } from './runMain';
import { runReplay } from './runReplay';

/** Entry point of `npm run replay`: replays a game record (or stdin for -) and prints the summary. */
await runMain(runReplay, 'replaying');
