// The words and rules the app's modules build on, evaluated by the page's first script in a task of their own between
// the libraries' and the app's (decision 0117): the English catalogue (an object of ~125 kB) and the judge's
// catalogue of parts are made when their modules are evaluated, and with the app's modules they were one task over
// 50 ms at CPU 4×. Every module these import statically is this module's chunk (`start-words`, vite.config.ts).
export { messagesOf } from '../i18n/catalogues.ts';
export { entryByIdentifier } from '../rules/index.ts';

// A milestone of the cold-start bench: the end of this task (the libraries' and the app's are marked too).
performance.mark('inspect:words-evaluated');
