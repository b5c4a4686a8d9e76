// jsdom lacks a few web APIs that react-router and friends use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined')
  globalThis.TextDecoder = /** @type {typeof globalThis.TextDecoder} */ (TextDecoder);
// @ts-expect-error -- its types are a global script that adds jest's DOM matchers, not a module.
require('@testing-library/jest-dom');

// jsdom has <dialog> but not its modal behaviour: showModal(), close(), and Escape firing a
// cancelable `cancel` on the topmost modal dialog, which closes it unless prevented. (No
// inertness or top layer: tests that need those run in Chromium.)
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  /** @type {HTMLDialogElement[]} */
  const modals = [];
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  /** @param {string} [returnValue] */
  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const i = modals.indexOf(this);
    if (i >= 0) modals.splice(i, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    const top = modals.filter((d) => d.isConnected && d.open).pop();
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
