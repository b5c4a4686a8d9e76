// Loads a TypeScript module of this repository from Node tools (the build's remote contract check,
// the budget check's route matching), so a rule written once in libs/ is not copied into tools.
const fs = require('node:fs');

/**
 * Loads a TypeScript module that imports nothing at run time (a remote's declaration, the contract's checks).
 * @param {string} file
 * @returns {any} the module's exports
 */
function loadTs(file) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  // checkJs types `module` as this file's exports: it is Node's Module.
  const self = /** @type {NodeJS.Module} */ (/** @type {unknown} */ (module));
  const Module = /** @type {new (id: string) => NodeJS.Module & { _compile(code: string, filename: string): void }} */ (
    self.constructor
  );
  const m = new Module(file);
  m.paths = self.paths;
  m._compile(code, file);
  return m.exports;
}

module.exports = { loadTs };
