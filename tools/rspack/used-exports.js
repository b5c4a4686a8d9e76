// Which exports of a package the apps use, read from their sources with a real parser (SWC),
// for Module Federation's shared tree shaking (`shared[name].treeShaking.usedExports`).
//
// The list only decides how small the shared copy is: the federation runtime compares a
// remote's own list with the provider's when it loads (see shell/src/app/federation-plugin.ts),
// so a remote built later that needs an export the shell's copy lacks fails contained, naming
// the module and the missing exports, instead of getting `undefined`.
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');

const SOURCE = /\.(m?[jt]sx?)$/;
const TEST = /\.(spec|test)\.[jt]sx?$/;

/**
 * Every non-test source file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  /** @type {string[]} */
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!['node_modules', 'dist', 'testing', '__tests__'].includes(e.name)) out.push(...sourceFiles(p));
    } else if (SOURCE.test(e.name) && !TEST.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/**
 * Walks every node of an SWC AST.
 * The AST is walked untyped (any): the callback reads the fields it tests.
 * @param {any} node  a node, an array of nodes or a field's value
 * @param {(node: any) => void} fn
 */
function visit(node, fn) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => visit(n, fn));
  if (typeof node.type === 'string') fn(node);
  for (const key of Object.keys(node)) if (key !== 'span') visit(node[key], fn);
}

/**
 * The exports of `packages` that the sources under `dirs` use at run time, or `null` when some
 * file uses them in a way that cannot be listed (`import * as`, `export *`, a default import,
 * a dynamic `import()`): the caller then shares the package whole.
 * @param {string[]} dirs
 * @param {string[]} packages
 * @returns {string[] | null}
 */
function usedExports(dirs, packages) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {string} source */
  const ours = (source) => packages.includes(source);
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!packages.some((p) => text.includes(p))) continue;
    const tsx = /x$/.test(file);
    const ast = parseSync(text, { syntax: /\.m?js/.test(file) ? 'ecmascript' : 'typescript', tsx, jsx: tsx });
    let whole = false;
    visit(ast, (n) => {
      if (n.type === 'ImportDeclaration' && ours(n.source.value) && !n.typeOnly) {
        for (const s of n.specifiers) {
          if (s.type === 'ImportSpecifier') {
            if (!s.isTypeOnly) names.add((s.imported ?? s.local).value);
          } else whole = true; // default or namespace import
        }
      } else if (n.type === 'ExportNamedDeclaration' && n.source && ours(n.source.value) && !n.typeOnly) {
        for (const s of n.specifiers) {
          if (s.type === 'ExportSpecifier' && !s.isTypeOnly) names.add(s.orig.value);
          else whole = true;
        }
      } else if (n.type === 'ExportAllDeclaration' && ours(n.source.value)) whole = true;
      else if (
        n.type === 'CallExpression' &&
        n.callee.type === 'Import' &&
        n.arguments[0]?.expression.type === 'StringLiteral' &&
        ours(n.arguments[0].expression.value)
      )
        whole = true;
    });
    if (whole) return null;
  }
  return [...names].sort();
}

module.exports = { usedExports };
