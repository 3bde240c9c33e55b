// The other libraries the first screen runs on (the router, the query cache, FormatJS), evaluated by the page's first
// script in a task of their own after React's and before the words' (decision 0117). Every module these import
// statically, React aside (`start-libraries`), is this module's chunk (`start-router`, vite.config.ts).
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
export { createIntl } from '@formatjs/intl';
export { IntlProvider } from 'react-intl';

// A milestone of the cold-start bench: the end of this task.
performance.mark('inspect:router-libraries-evaluated');
