import { nodeSpeaker } from '../../src/i18n/nodeCatalogs';

/** The app's English, German and Spanish, as the command line speaks them, for tests that read words. */
export const english = nodeSpeaker('en');
export const german = nodeSpeaker('de');
export const spanish = nodeSpeaker('es');

/** Words or a plain text, in English: what a test compares with the words it expects. */
export const say = english.say;
