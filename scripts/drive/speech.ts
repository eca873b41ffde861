import { nodeSpeaker } from '../../src/i18n/nodeCatalogs';

/** The app's words in English, for the scripts' own messages about what went wrong. */
export const say = nodeSpeaker('en').say;
