// The shop's pages as an installable app: the web app manifest (the shell serves
// /manifest.webmanifest and its icons) is linked while a shop page is open, not on the customers'
// pages, so a customer is never offered to install the shop's order desk. Chrome then offers
// installing through `beforeinstallprompt`, kept here for the "Install Chowk" button.
import { useSyncExternalStore } from 'react';

/** Chrome's install offer (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered installing and it has not been used yet. */
  canInstall: boolean;
  /** Installed in this visit, or this page runs as the installed app. */
  installed: boolean;
}

export const MANIFEST_URL = '/manifest.webmanifest';

let offer: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function headElement(selector: string, make: () => HTMLElement): void {
  if (!document.head.querySelector(selector)) document.head.append(make());
}

const element = <K extends 'link' | 'meta'>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

let linked = false;

/**
 * Links the manifest and iOS's home-screen icon and title (once per page), and listens for the
 * browser's install offer. Called by the shop frame.
 */
export function linkAppManifest(): void {
  if (linked || typeof document === 'undefined') return;
  linked = true;
  headElement('link[rel="manifest"]', () => element('link', { rel: 'manifest', href: MANIFEST_URL }));
  headElement('link[rel="apple-touch-icon"]', () =>
    element('link', { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
  );
  headElement('meta[name="apple-mobile-web-app-capable"]', () =>
    element('meta', { name: 'apple-mobile-web-app-capable', content: 'yes' }),
  );
  headElement('meta[name="apple-mobile-web-app-title"]', () =>
    element('meta', { name: 'apple-mobile-web-app-title', content: 'Chowk' }),
  );
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button offers it, where the shopkeeper expects it, instead of the browser's bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    set({ canInstall: false, installed: true });
  });
  if (window.matchMedia?.('(display-mode: standalone)').matches) set({ installed: true });
}

/** Shows the browser's install dialog; resolves to the shopkeeper's answer. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  // An offer can be used once.
  offer = null;
  set({ canInstall: false });
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return outcome;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, () => state);
}
