import type { Engine } from '../../src/ui/engine/engine-client.ts';

declare global {
  // The engine the app hands to devtools when localStorage 'inspect.devtools' is '1'.
  var inspectEngine: Engine | undefined;
}
