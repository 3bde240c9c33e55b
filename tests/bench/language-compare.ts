// `npx node tests/bench/language-compare.ts [--languages en,es] [--scale demo|large] [--port 4725] [--rounds 4]
// [--runs 3] [--saves 20]`: issue 52's "the bench's figures (cold start, save, search) hold with the catalogues
// loaded", measured for each chosen language in turns in the same minutes on one build, one server and one synced
// profile (the machine is shared: figures an hour apart compare the load more than the language). Between turns the
// profile's language is set as Settings keeps it (`inspect.preferences`), so each cold start loads that language's
// catalogue before its first render, the worker writes in it and the field saves go through its screens. Prints each
// language's figures and their ratio to the first language's; writes JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { isLanguage, type Language } from '../../src/i18n/languages.ts';
import { seededDataDir, startServerProcess } from '../support/server-process.ts';
import { measureSearch, withProfile } from './browser-bench.ts';
import { coldStartRun, prepareSyncedProfile } from './cold-start-bench.ts';
import { percentile } from './percentile.ts';
import { typeAndSave } from './recording-bench.ts';
import { benchInspection } from './synced-page.ts';

const { values } = parseArgs({
  options: {
    languages: { type: 'string', default: 'en,es' },
    scale: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '4725' },
    rounds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    saves: { type: 'string', default: '20' },
    out: { type: 'string', default: 'bench-results/language-compare.json' },
    seeded: { type: 'string' },
  },
});
const languages = (values.languages ?? '').split(',').filter(isLanguage);
if (languages.length === 0 || (values.scale !== 'demo' && values.scale !== 'large')) {
  process.stderr.write('usage: [--languages en,es] [--scale demo|large]\n');
  process.exit(2);
}
const log = (message: string) => process.stderr.write(`[language] ${message}\n`);
const port = Number(values.port);

/** Tonnage's label in each language: the field the recording bench saves. */
const TONNAGE: Record<Language, string> = { en: 'Tonnage', es: 'Tonelaje', 'pt-BR': 'Tonelagem' };

/** The profile's language as Settings keeps it, read by the next page the app opens. */
async function choose(context: BrowserContext, url: string, language: Language): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/build-time.json`);
  await page.evaluate(
    (value) => localStorage.setItem('inspect.preferences', value),
    JSON.stringify({ language }),
  );
  await page.close();
}

/** Opens the inspection's Operation screen and saves Tonnage `count` times, CPU throttled 4× as the recording bench. */
async function fieldSaves(page: Page, inspection: string, language: Language, count: number, from: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${new URL(page.url()).origin}/inspections/${inspection}/asset/operating-hours`);
    await page.getByLabel(TONNAGE[language]).waitFor({ timeout: 120_000 });
    const saves: number[] = [];
    for (let i = 0; i < count; i++) {
      saves.push(await page.evaluate(typeAndSave, { value: String(from + i), label: TONNAGE[language] }));
    }
    return saves;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

interface Samples {
  coldStart: number[];
  saves: number[];
  searchP95: number[];
}

const seeded = await seededDataDir(values.seeded, values.scale, port, log);
const server = await startServerProcess(port, { dataDir: seeded });
try {
  const samples = new Map<Language, Samples>(
    languages.map((l) => [l, { coldStart: [], saves: [], searchP95: [] }]),
  );
  await withProfile(async (context) => {
    log('sign in, first sync, precache');
    await prepareSyncedProfile(context, server);
    const setup = await context.newPage();
    await setup.goto(`${server.url}/`);
    await setup.locator('a[href^="/inspections/"]').first().waitFor({ timeout: 600_000 });
    const inspection = await benchInspection(setup);
    await setup.close();
    let typed = 100_000;
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = round % 2 === 0 ? languages : [...languages].reverse();
      for (const language of order) {
        const into = samples.get(language);
        if (!into) throw new Error(`no samples for ${language}`);
        await choose(context, server.url, language);
        for (let r = 0; r < Number(values.runs); r++) {
          into.coldStart.push((await coldStartRun(context, server.url)).ms);
        }
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        await page.locator('a[href^="/inspections/"]').first().waitFor({ timeout: 120_000 });
        into.searchP95.push((await measureSearch(page)).p95Ms);
        into.saves.push(...(await fieldSaves(page, inspection, language, Number(values.saves), typed)));
        typed += Number(values.saves);
        await page.close();
        log(
          `round ${round + 1} ${language}: cold start ${into.coldStart
            .slice(-Number(values.runs))
            .map((ms) => ms.toFixed(0))
            .join(' ')} ms, ` +
            `search p95 ${into.searchP95.at(-1)?.toFixed(1)} ms, saves p95 so far ${percentile(
              [...into.saves].sort((a, b) => a - b),
              0.95,
            ).toFixed(0)} ms`,
        );
      }
    }
  });
  const median = (list: readonly number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      0.5,
    );
  const figures = languages.map((language) => {
    const s = samples.get(language) ?? { coldStart: [], saves: [], searchP95: [] };
    return {
      language,
      coldStartMedianMs: median(s.coldStart),
      fieldSaveP50Ms: median(s.saves),
      fieldSaveP95Ms: percentile(
        [...s.saves].sort((a, b) => a - b),
        0.95,
      ),
      searchP95MedianMs: median(s.searchP95),
      samples: s,
    };
  });
  const first = figures[0];
  for (const f of figures) {
    const ratio = (key: 'coldStartMedianMs' | 'fieldSaveP95Ms' | 'searchP95MedianMs') =>
      first ? (f[key] / first[key]).toFixed(2) : '1.00';
    log(
      `${f.language.padEnd(5)} cold start median ${f.coldStartMedianMs.toFixed(0)} ms (×${ratio('coldStartMedianMs')}), ` +
        `field save p50 ${f.fieldSaveP50Ms.toFixed(0)} / p95 ${f.fieldSaveP95Ms.toFixed(0)} ms (×${ratio('fieldSaveP95Ms')}), ` +
        `search p95 (median of rounds) ${f.searchP95MedianMs.toFixed(1)} ms (×${ratio('searchP95MedianMs')})`,
    );
  }
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), scale: values.scale, figures }, null, 2)}\n`,
  );
  log(`wrote ${out}`);
} finally {
  await server.stop();
}
