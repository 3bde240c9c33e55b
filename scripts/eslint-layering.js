// The dependency direction of docs/architecture.md ("The layers"), enforced by ESLint. Each folder of src names the
// folders it may import from; an import path is resolved against the importing file, so `../db/x.ts` inside
// src/server (the server's own db folder) and `../../db/x.ts` (src/db) are told apart. Tests, fixtures and test
// helpers may reach across to check that two layers agree, but nothing outside src/ui imports the UI.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

/**
 * folder → the folders it may import: 'all', 'types' (type-only imports), or the only files it may import there.
 * A folder missing from a list may not be imported at all.
 */
export const LAYERS = {
  ui: { rules: 'all', worker: ['contract.ts'], i18n: 'all' },
  worker: { db: 'all', rules: 'all', api: 'all', report: 'all', facts: 'all', i18n: 'all' },
  server: { api: 'all', rules: 'all', report: 'all', facts: 'all', i18n: 'all' },
  facts: { rules: 'all', report: 'types' },
  db: { rules: 'types', api: 'types' },
  report: { rules: 'all', api: 'types', i18n: 'all' },
  api: { i18n: ['languages.ts'] },
  rules: {},
  // The catalogues (decision 0065): pure data and FormatJS, for every side alike.
  i18n: {},
};

/** Packages a folder may not import: the pure folders do no I/O; the UI never touches the local database. */
const FORBIDDEN_PACKAGES = {
  ui: [/^@sqlite\.org\//, /^kysely$/],
  rules: [/^node:/, /^@sqlite\.org\//, /^kysely$/, /^comlink$/, /^react/, /^hono/],
  report: [/^node:/, /^@sqlite\.org\//, /^kysely$/, /^comlink$/, /^react/, /^hono/],
  api: [/^node:/, /^@sqlite\.org\//, /^kysely$/, /^comlink$/, /^react/, /^hono/],
  i18n: [/^node:/, /^@sqlite\.org\//, /^kysely$/, /^comlink$/, /^react/, /^hono/],
  // The facts reader runs its queries through the Kysely instance it is given, on either side: nothing else.
  facts: [/^node:/, /^@sqlite\.org\//, /^comlink$/, /^react/, /^hono/, /^pg$/, /^@electric-sql\//],
};

const TEST_CODE = /(\.test\.tsx?|\.testing\.ts|\.fixture\.ts)$|\/testing\//;

function folderOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? undefined : { folder, inside: rest.join('/') };
}

function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** Why this import breaks the layering, or undefined when it is allowed. */
export function layeringProblem(file, source, isTypeOnly) {
  const from = folderOf(path.resolve(file));
  if (!from || !(from.folder in LAYERS)) return undefined;
  if (!source.startsWith('.')) {
    // Tests of the pure folders run in Node and may use its built-ins (a LibreOffice conversion, a temporary file).
    if (source.startsWith('node:') && TEST_CODE.test(file.split(path.sep).join('/'))) return undefined;
    const banned = (FORBIDDEN_PACKAGES[from.folder] ?? []).some((pattern) => pattern.test(source));
    return banned ? `src/${from.folder} may not import the package '${source}'.` : undefined;
  }
  const to = folderOf(path.resolve(path.dirname(file), source));
  if (!to || to.folder === from.folder) return undefined;
  if (to.folder === 'ui') return 'Nothing imports the UI (src/ui).';
  if (TEST_CODE.test(file.split(path.sep).join('/'))) return undefined;
  const allowed = LAYERS[from.folder][to.folder];
  const rule = `docs/architecture.md: src/${from.folder} imports only ${describe(from.folder)}.`;
  if (allowed === undefined) return `src/${from.folder} may not import src/${to.folder}. ${rule}`;
  if (allowed === 'types' && !isTypeOnly)
    return `src/${from.folder} may import only types from src/${to.folder}.`;
  if (Array.isArray(allowed) && !allowed.includes(to.inside)) {
    return `src/${from.folder} imports from src/${to.folder} only ${allowed.join(', ')}. ${rule}`;
  }
  return undefined;
}

function describe(folder) {
  const entries = Object.entries(LAYERS[folder]);
  if (entries.length === 0) return 'nothing else of src';
  return entries
    .map(([to, allowed]) =>
      allowed === 'all'
        ? `src/${to}`
        : allowed === 'types'
          ? `types from src/${to}`
          : allowed.map((f) => `src/${to}/${f}`).join(', '),
    )
    .join(', ');
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the dependency direction of docs/architecture.md.' },
    schema: [],
  },
  create(context) {
    const check = (node, sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const message = layeringProblem(context.filename, sourceNode.value, typeOnly(node));
      if (message) context.report({ node: sourceNode, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const layeringPlugin = { rules: { imports: rule } };
