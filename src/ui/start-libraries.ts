// The libraries the first screen runs on, evaluated by the page's first script in a task of their own before the
// app's modules (decision 0084): the start chunk's evaluation was one main-thread task of ~1 s at CPU 4×. Every module
// these imports reach statically is this module's chunk (`start-libraries`, vite.config.ts), the app's modules import
// them from it. React DOM, a CommonJS module, runs where it is first imported: here, so in this task.
export { createRoot } from 'react-dom/client';
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
export { createIntl } from '@formatjs/intl';
export { IntlProvider } from 'react-intl';
