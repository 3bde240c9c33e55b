/** The devtools switch: `localStorage.setItem('inspect.devtools', '1')`, reload. Developers only, never a menu item. */
export const DEVTOOLS_FLAG = 'inspect.devtools';

/** Whether this device is a developer's: the SQL console and the `inspectEngine` console handle appear only then. */
export function devtoolsEnabled(): boolean {
  try {
    return localStorage.getItem(DEVTOOLS_FLAG) === '1';
  } catch {
    return false;
  }
}
