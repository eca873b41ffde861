import { runMain } from './runMain';
import { runScore } from './runScore';

/** Entry point of `npm run score`: reads FILE (or stdin for -), prints the scoring result. */
await runMain(runScore, 'scoring');
