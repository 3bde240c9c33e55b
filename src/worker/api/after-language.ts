import { languageLoading } from '../language.ts';
import { wrapMethods } from './wrap-methods.ts';

// The UI tells the worker its language before its first read, but the language's catalogue is a chunk of its own: a
// read answered while it loaded wrote its findings in the language before, and nothing read it again (a busy start in
// the full suite, 2026-12-05: Spanish screens beside "Shoes — Roller Path: 30.00 mm · 116.7 %"). So an area's calls
// wait while a language is loading, in the order they came; with none loading they run at once, as before.

/** The area with each of its methods waiting, while a language told is loading, until it is spoken. */
export function afterLanguage<Area extends object>(area: Area): Area {
  return wrapMethods(area, (call) => {
    const loading = languageLoading();
    return loading ? loading.then(call) : call();
  });
}
