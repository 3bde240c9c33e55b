import { engineStartsAfterShown } from './engine/engine-start-paths.ts';
import { tabEngineWorker } from './engine/engine-worker.ts';
import { LaterEndpoint } from './engine/later-endpoint.ts';
// The app's styles, linked from the page itself: loaded alongside the scripts, not after them.
import './styles.css';
// The lights' colours over them (decision 0053).
import './themes.css';

// The page's first script, for a fast start: the engine worker, started by the page's classic start script while the
// page was parsed (or here, by a page without it), loads SQLite and opens the database while React and the app's
// code are parsed; the app, loaded next, is handed the running worker. The login page's engine starts once the page
// is shown (decision 0115): the app is handed an end that holds its calls until then.

const later = engineStartsAfterShown(location.pathname) ? new LaterEndpoint() : undefined;
const engineEnd = later ?? tabEngineWorker();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// React is evaluated in one task, the other libraries in the next, then the words and rules, then the app's modules,
// then its router is made, then the app connected to the engine and then its first screen rendered, each in a task
// of its own: main-thread tasks a fraction as long as the one of all of them, at a time when a tap must not wait
// (decisions 0069, 0084, 0117, 0120). The chunks were fetched and compiled meanwhile (index.html preloads them, 0075).
import('./start-libraries.ts')
  .then(nextTask)
  .then(() => import('./start-router.ts'))
  .then(nextTask)
  .then(() => import('./start-words.ts'))
  .then(nextTask)
  .then(() => import('./main.tsx'))
  .then(async (app) => {
    await nextTask();
    app.prepareRouter();
    await nextTask();
    const showFirstScreen = app.startApp(engineEnd, later && (() => later.connect(tabEngineWorker())));
    await nextTask();
    showFirstScreen();
  })
  .catch((error: unknown) => {
    console.error('The app could not be loaded', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The app could not be loaded. Check the connection and reload the page.';
  });
