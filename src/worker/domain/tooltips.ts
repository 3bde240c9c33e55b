import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';
import { normaliseTooltipKey } from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';

// Help tips (shell spec §2 Tooltip sheet and Markdown editor, §4 Help tips). The HTML kept here is marked's output
// and is NOT safe to show: the UI sanitises every tip it renders, whatever the table holds.

export interface Tooltip {
  readonly key: string;
  readonly heading: string;
  readonly markdownBody: string;
  readonly htmlBody: string;
  readonly isModified: boolean;
  /** The help category the bundled tip belongs to ('general' for tips not in the bundle). */
  readonly category: string;
}

export interface BundledTip {
  readonly key: string;
  readonly category: string;
  readonly heading: string;
  readonly markdownBody: string;
}

/** Splits a bundled file `{category}/{name}.md` whose first line is `# Heading` into a tip. */
export function parseBundledTip(path: string, text: string): BundledTip {
  const match = /([^/]+)\/([^/]+)\.md$/.exec(path);
  const category = match?.[1] ?? 'general';
  const name = match?.[2] ?? path;
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const first = lines[0] ?? '';
  const heading = first.startsWith('# ') ? first.slice(2).trim() : name;
  const body = (first.startsWith('# ') ? lines.slice(1) : lines).join('\n').trim();
  return { key: normaliseTooltipKey(`${category}/${name}`), category, heading, markdownBody: body };
}

const files = import.meta.glob<string>('../help-tips/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The tips bundled with the app, by key. */
export const BUNDLED_TIPS: readonly BundledTip[] = Object.entries(files)
  .map(([path, text]) => parseBundledTip(path, text))
  .sort((a, b) => a.key.localeCompare(b.key));

const CATEGORY_BY_KEY = new Map(BUNDLED_TIPS.map((t) => [t.key, t.category]));

// The bundled tips in Spanish and Portuguese (issue 52): `{language}/{category}/{name}.md`, the same key as the English
// file. Shown instead of the stored English while nobody edited the tip; an edited tip shows as it was written.
const translatedFiles = import.meta.glob<string>('../help-tips/*/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const TRANSLATED_TIPS = new Map(
  Object.entries(translatedFiles).map(([path, text]) => {
    const language = /help-tips\/([^/]+)\//.exec(path)?.[1] ?? '';
    const tip = parseBundledTip(path, text);
    return [`${language}:${tip.key}`, tip];
  }),
);

/** Markdown to HTML; marked loads the first time a tip is written, not at every start of the worker. */
async function markdownRenderer(): Promise<(markdown: string) => string> {
  const { marked } = await import('marked');
  return (markdown) => marked.parse(markdown, { async: false, gfm: true });
}

async function holdsTips(db: Kysely<Database>): Promise<boolean> {
  const existing = await db
    .selectFrom('tooltips')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(existing?.n ?? 0) > 0;
}

/**
 * Fills the tooltips table from the bundled markdown when it is empty (on first use). Returns how many were added.
 * The renderer is loaded before the transaction, not in it: loading a chunk is a network request, and a transaction
 * open across it kept every save waiting for the network, and a page Safari froze in its back-forward cache holding
 * the database (docs/browsers.md).
 */
export async function initTooltips(db: Kysely<Database>, bundled: readonly BundledTip[] = BUNDLED_TIPS) {
  if (await holdsTips(db)) return 0;
  const markdownToHtml = await markdownRenderer();
  return db.transaction().execute(async (trx) => {
    if (await holdsTips(trx)) return 0;
    for (const tip of bundled) {
      await trx
        .insertInto('tooltips')
        .values({
          key: tip.key,
          heading: tip.heading,
          markdownBody: tip.markdownBody,
          htmlBody: markdownToHtml(tip.markdownBody),
          isModified: 0,
        })
        .execute();
    }
    return bundled.length;
  });
}

/** The seeding of each open database, once it began: a failed one is forgotten, so the next read tries again. */
const seeding = new WeakMap<Kysely<Database>, Promise<unknown>>();

/**
 * Seeds the bundled tips before a help read, unless this database was seeded already: the help screen and the tip
 * sheets then never depend on the startup's seeding having run (it waits for the first screen, and a reload can cut
 * it short).
 */
export function ensureTooltips(db: Kysely<Database>): Promise<unknown> {
  let seeded = seeding.get(db);
  if (seeded === undefined) {
    seeded = initTooltips(db).catch((error: unknown) => {
      seeding.delete(db);
      throw error;
    });
    seeding.set(db, seeded);
  }
  return seeded;
}

function toTooltip(row: Omit<Tooltip, 'isModified' | 'category'> & { isModified: 0 | 1 }): Tooltip {
  return { ...row, isModified: row.isModified === 1, category: CATEGORY_BY_KEY.get(row.key) ?? 'general' };
}

/** A language other than English, with the renderer its translated tips' HTML is written by. */
export interface TipLanguage {
  readonly language: Language;
  readonly markdownToHtml: (markdown: string) => string;
}

/**
 * What `getTooltip` and `listTooltips` need to show tips in `language`; loaded before the read, so no read waits for
 * the renderer's chunk (see initTooltips). Nothing for English, whose tips are stored.
 */
export async function tipLanguage(language: Language): Promise<TipLanguage | undefined> {
  return language === 'en' ? undefined : { language, markdownToHtml: await markdownRenderer() };
}

/** An unedited bundled tip in the shown language when it is translated; anything else as stored. */
function inLanguage(tip: Tooltip, shown: TipLanguage | undefined): Tooltip {
  const own =
    shown === undefined || tip.isModified ? undefined : TRANSLATED_TIPS.get(`${shown.language}:${tip.key}`);
  if (own === undefined || shown === undefined) return tip;
  return {
    ...tip,
    heading: own.heading,
    markdownBody: own.markdownBody,
    htmlBody: shown.markdownToHtml(own.markdownBody),
  };
}

export async function getTooltip(
  db: Kysely<Database>,
  key: string,
  shown?: TipLanguage,
): Promise<Tooltip | undefined> {
  const row = await db
    .selectFrom('tooltips')
    .selectAll()
    .where('key', '=', normaliseTooltipKey(key))
    .executeTakeFirst();
  return row ? inLanguage(toTooltip(row), shown) : undefined;
}

export async function listTooltips(db: Kysely<Database>, shown?: TipLanguage): Promise<Tooltip[]> {
  const rows = await db.selectFrom('tooltips').selectAll().orderBy('key').execute();
  return rows.map((row) => inLanguage(toTooltip(row), shown));
}

export interface TooltipEdit {
  readonly key: string;
  readonly heading: string;
  readonly markdownBody: string;
}

/** Saves a tip edited on the device: isModified becomes true (shell spec §4). */
export async function saveTooltip(db: Kysely<Database>, edit: TooltipEdit): Promise<Tooltip> {
  const key = normaliseTooltipKey(edit.key);
  if (key === '') throw new EngineError('invalid-input', 'A help tip needs an ID.');
  const markdownToHtml = await markdownRenderer();
  const row = {
    key,
    heading: edit.heading.trim(),
    markdownBody: edit.markdownBody,
    htmlBody: markdownToHtml(edit.markdownBody),
    isModified: 1 as const,
  };
  await db
    .insertInto('tooltips')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
  return toTooltip(row);
}
