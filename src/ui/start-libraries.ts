// React and React DOM, evaluated by the page's first script in a task of their own before the other libraries and the
// app's modules (decisions 0084, 0117): the start chunk's evaluation was one main-thread task of ~1 s at CPU 4×, and
// all the libraries together one of 50–60 ms. Every module it reaches statically is this module's chunk
// (`start-libraries`, vite.config.ts), the app's modules import them from it. React DOM, a CommonJS module, runs
// where it is first imported: here, so in this task.
export { createRoot } from 'react-dom/client';

// A milestone of the cold-start bench: the end of this task.
performance.mark('inspect:libraries-evaluated');
