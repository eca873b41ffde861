import { guardAgainstUnspokenWords } from '../../src/ui/wordsGuard';

// Screens rendered in tests fail, as in the app, when they put words on screen without a language.
guardAgainstUnspokenWords();
