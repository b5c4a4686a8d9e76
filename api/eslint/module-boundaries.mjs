// The API's module boundaries, as an ESLint rule over api/src/modules/<module>/**:
// - no import cycle between module folders (a file of A imports B while some file of B leads
//   back to A): Nest modules import each other one way, and a shared piece goes to a third module;
// - no module reads another module's models: another module's `*.schema.ts` (or `schemas/`
//   index) may be imported for its types only (`import type`), never for a model class or schema.
//   The owning module exports a service with the methods the others need.
//
// File-level cycle rules (import-x/no-cycle) do not see these: the files of auth and customers
// never formed a loop of files while the two modules imported each other.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MODULES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/modules');

/** The module folder a file belongs to ('orders' for …/modules/orders/events/x.ts), or null. */
function moduleOf(file) {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** A relative specifier's file (x.ts or x/index.ts), or null for a package or nothing found. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isSpec = (file) => file.endsWith('.spec.ts');

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/**
 * Module → the modules its files import, with one file and specifier that does it (for the
 * message). Tests are left out: a spec may use another module's test helpers without making
 * the modules depend on each other.
 */
function buildGraph() {
  const graph = new Map();
  for (const file of sourceFiles(MODULES_DIR)) {
    if (isSpec(file)) continue;
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target && moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(MODULES_DIR, file));
    }
  }
  return graph;
}

let cached = null;
/** Built once per ESLint run (a cache keyed on nothing: `eslint` is one process per run). */
const graphOnce = () => (cached ??= buildGraph());

/** A path of modules from `from` to `to` (both included), or null. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const route = [];
      for (let step = to; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of (graph.get(at) ?? new Map()).keys()) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const isModelFile = (file) => file.endsWith('.schema.ts') || /[\\/]schemas[\\/]index\.ts$/.test(file);

/** Whether the declaration brings in types only (`import type {…}`, or every name marked `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "API modules import each other one way only, and never another module's models" },
    schema: [],
    messages: {
      cycle:
        'Modules {{from}} and {{to}} import each other ({{route}}; {{via}}): move the shared piece to a third module both import.',
      model:
        "{{from}} imports {{to}}'s model file {{file}}: use a service {{to}} exports instead (types alone may be imported with `import type`).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      const to = target && moduleOf(target);
      if (!to || to === from) return;
      if (isModelFile(target) && !typeOnly(node)) {
        context.report({
          node: node.source,
          messageId: 'model',
          data: { from, to, file: path.relative(MODULES_DIR, target) },
        });
      }
      if (isSpec(file)) return;
      const graph = graphOnce();
      const back = pathBetween(graph, to, from);
      if (back) {
        const via = back
          .slice(0, -1)
          .map((m, i) => `${graph.get(m).get(back[i + 1])} → ${back[i + 1]}`)
          .join(', ');
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from, to, route: [from, ...back].join(' → '), via },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'module-boundaries': rule } };
