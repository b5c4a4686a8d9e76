/**
 * The contract between the shell and its remotes: each remote declares its routes,
 * its sidebar entries and its widgets in `src/remote.ts`; its build checks the declaration and
 * writes it, with the files each route needs first, to `remote.json` beside `remoteEntry.js`.
 * The shell mounts what the remotes declare under the prefixes `remotes.json` gives them, so a
 * new page, a new sidebar entry or a new top-level path ships with its remote alone.
 *
 * Data only (no React): the same declaration is read by the build, the shell and the tests.
 */
import type { TranslatedLanguage } from './i18n/languages';

/** Bumped only by a change the shell of an older contract could not read. */
export const REMOTE_CONTRACT_VERSION = 1;

/** Where a route renders: the customer/public frame (top bar, footer) or the sidebar frame. */
export type RemoteFrame = 'site' | 'sidebar';

/** Who sees a sidebar entry. `guest` is anybody not signed in. */
export type NavAudience = 'guest' | 'shopkeeper' | 'admin';

export interface RemoteRoute {
  /**
   * The path under the remote's prefix, in react-router syntax: `''` is the prefix itself,
   * `about`, `shop/*` (a subtree the exposed module routes itself).
   */
  path: string;
  /** The exposed module that renders it, as in the remote's `exposes` (`./Landing`). */
  module: string;
  frame: RemoteFrame;
  /**
   * The signed-in session a site page belongs to (a sidebar page belongs to its sidebar's). A
   * signed-in shopkeeper stays on the pages of the `user` session, and the shell sends them from
   * every other site page to the first page of their sidebar.
   */
  session?: 'admin' | 'user';
}

/** A label's words in the other languages (`{ hi: 'ऑर्डर', ta: 'ஆர்டர்கள்' }`); English is `label`. */
export type TranslatedLabels = Readonly<Partial<Record<TranslatedLanguage, string>>>;

/** A declared label in `language`: its translation when the remote gives one, else its English. */
export const labelIn = (item: { label: string; labels?: TranslatedLabels }, language: string): string =>
  (item.labels as Record<string, string | undefined> | undefined)?.[language] || item.label;

export interface NavEntry {
  /** Link target under the remote's prefix (`categories` → `/admin/categories`). */
  to: string;
  label: string;
  labels?: TranslatedLabels;
  /** Sort key: entries are listed by ascending order. */
  order: number;
  /** Who sees the entry; everyone when absent. */
  audience?: readonly NavAudience[];
}

export interface RemoteSidebar {
  /** The sidebar's accessible name ("Admin", "Shop"). */
  label: string;
  labels?: TranslatedLabels;
  /** Which session the sidebar's Logout ends. */
  session: 'admin' | 'user';
  nav: readonly NavEntry[];
}

export interface RemoteDefinition {
  contract: typeof REMOTE_CONTRACT_VERSION;
  /** The federation name (`mfe_admin`). */
  name: string;
  /** Words for "We couldn't load the …" (`admin pages`). */
  label: string;
  labels?: TranslatedLabels;
  /** Where the remote mounts unless remotes.json gives another prefix (`/admin`, `/`). */
  defaultPrefix: string;
  routes: readonly RemoteRoute[];
  /** For remotes with sidebar routes: the sidebar's name, session and links. */
  sidebar?: RemoteSidebar;
  /** Named widgets the shell's frames place (`footer` → `./Footer`). */
  widgets?: Readonly<Record<string, string>>;
  /** API reads a page needs at once, started before any bundle runs (RemotePrefetch). */
  prefetch?: readonly RemotePrefetch[];
}

/**
 * A public API read the shell's start-up script (shell/src/boot/early.js) starts as soon as the
 * page's address matches `path`, in parallel with the scripts, and the remote's code then takes
 * instead of asking again (`@chowk/api-client` takePrefetched). `path` is a route path under the
 * remote's prefix whose `:name` segments fill the same names in `api`:
 * `{ path: 'customer/shop/:code', api: '/api/shops/by-code/:code?include=menu' }`. Sent without the
 * user's token: only for reads anybody may make.
 */
export interface RemotePrefetch {
  path: string;
  api: string;
}

/** `remote.json`: the declaration plus what the build knows. */
export interface RemoteBuildInfo extends RemoteDefinition {
  /** The remote's own version (its package.json). */
  version: string;
  /** Per exposed module, the files (relative to remoteEntry.js) it needs at once: preloaded. */
  preload: Readonly<Record<string, readonly string[]>>;
  /**
   * Per exposed module, the shared modules it needs at once that a shell does not carry in its
   * entry (`@reduxjs/toolkit/query/react`, `@chowk/api-client`), each with this remote's own files
   * for it. The start-up script preloads the shell's copy when the shell provides the module (the
   * federation runtime then uses that one) and these files otherwise.
   */
  preloadShared?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** One entry of the shell's `remotes.json`: an entry URL alone, or with the prefix and the build info. */
export type RemotesManifestEntry = string | { entry: string; prefix?: string; remote?: RemoteBuildInfo };
export type RemotesManifest = Readonly<Record<string, RemotesManifestEntry>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const PATH = /^[A-Za-z0-9_\-/:*.]*$/;

/**
 * Checks a declaration read from a remote (its build, or `remote.json` at run time). Returns the
 * problems, each naming the field; an empty list means valid.
 */
export function remoteDefinitionProblems(value: unknown, exposes?: readonly string[]): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return ['the declaration is not an object'];
  if (value['contract'] !== REMOTE_CONTRACT_VERSION)
    problems.push(`contract is ${JSON.stringify(value['contract'])}, this shell reads contract ${REMOTE_CONTRACT_VERSION}`);
  for (const key of ['name', 'label', 'defaultPrefix'] as const)
    if (!isString(value[key]) || !value[key]) problems.push(`${key} must be a non-empty string`);
  problems.push(...labelsProblems(value['labels'], 'labels'));
  if (isString(value['defaultPrefix']) && !value['defaultPrefix'].startsWith('/'))
    problems.push('defaultPrefix must start with /');
  const routes = value['routes'];
  if (!Array.isArray(routes)) problems.push('routes must be a list');
  else
    routes.forEach((r, i) => {
      if (!isObject(r)) return problems.push(`routes[${i}] is not an object`);
      if (!isString(r['path']) || !PATH.test(r['path']) || r['path'].startsWith('/'))
        problems.push(`routes[${i}].path must be a relative path`);
      if (!isString(r['module']) || !r['module'].startsWith('./'))
        problems.push(`routes[${i}].module must name an exposed module`);
      else if (exposes && !exposes.includes(r['module'])) problems.push(`routes[${i}].module ${r['module']} is not exposed`);
      if (r['frame'] !== 'site' && r['frame'] !== 'sidebar') problems.push(`routes[${i}].frame must be site or sidebar`);
      if (r['session'] !== undefined && r['session'] !== 'admin' && r['session'] !== 'user')
        problems.push(`routes[${i}].session must be admin or user`);
      return undefined;
    });
  const sidebar = value['sidebar'];
  if (sidebar !== undefined) {
    if (!isObject(sidebar)) problems.push('sidebar must be an object');
    else {
      if (!isString(sidebar['label'])) problems.push('sidebar.label must be a string');
      problems.push(...labelsProblems(sidebar['labels'], 'sidebar.labels'));
      if (sidebar['session'] !== 'admin' && sidebar['session'] !== 'user') problems.push('sidebar.session must be admin or user');
      if (!Array.isArray(sidebar['nav'])) problems.push('sidebar.nav must be a list');
      else
        sidebar['nav'].forEach((n, i) => {
          if (!isObject(n) || !isString(n['to']) || !isString(n['label']) || typeof n['order'] !== 'number')
            problems.push(`sidebar.nav[${i}] needs to, label and order`);
          else problems.push(...labelsProblems(n['labels'], `sidebar.nav[${i}].labels`));
        });
    }
  }
  const widgets = value['widgets'];
  if (widgets !== undefined) {
    if (!isObject(widgets)) problems.push('widgets must be an object');
    else
      for (const [k, m] of Object.entries(widgets)) {
        if (!isString(m) || !m.startsWith('./')) problems.push(`widgets.${k} must name an exposed module`);
        else if (exposes && !exposes.includes(m)) problems.push(`widgets.${k} ${m} is not exposed`);
      }
  }
  const prefetch = value['prefetch'];
  if (prefetch !== undefined) {
    if (!Array.isArray(prefetch)) problems.push('prefetch must be a list');
    else prefetch.forEach((p, i) => problems.push(...prefetchProblems(p, `prefetch[${i}]`)));
  }
  return problems;
}

function labelsProblems(labels: unknown, where: string): string[] {
  if (labels === undefined) return [];
  if (!isObject(labels)) return [`${where} must be an object`];
  return Object.entries(labels)
    .filter(([k, v]) => !['hi', 'ta'].includes(k) || !isString(v) || !v)
    .map(([k]) => `${where}.${k} must be a non-empty text in hi or ta`);
}

const API_PATH = /^\/api\/[A-Za-z0-9_\-/:.]*(\?[A-Za-z0-9_\-=&.]*)?$/;
const paramsOf = (path: string) => path.split(/[/?&=]/).filter((seg) => seg.startsWith(':'));

function prefetchProblems(p: unknown, where: string): string[] {
  if (!isObject(p) || !isString(p['path']) || !isString(p['api'])) return [`${where} needs path and api`];
  const problems: string[] = [];
  const { path, api } = p;
  if (!PATH.test(path) || path.startsWith('/') || path.includes('*'))
    problems.push(`${where}.path must be a relative path without *`);
  if (!API_PATH.test(api)) problems.push(`${where}.api must be an /api/ path`);
  const known = new Set(paramsOf(path));
  for (const name of paramsOf(api)) if (!known.has(name)) problems.push(`${where}.api uses ${name}, which path does not name`);
  return problems;
}

/** Joins a prefix and a path under it: (`/admin`, `area`) → `/admin/area`; (`/`, ``) → `/`. */
export function joinRoutePath(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
}

/**
 * How well a route pattern (a joined path, react-router syntax) matches a pathname: 2 exact
 * (`:param` segments match any), 1 under a splat (`/shop/*`), 0 not at all. react-router ranks
 * the same way. The shell's inline start-up script (shell/src/boot/early.js) carries a plain-JS
 * twin of this function: it runs before any bundle, so it cannot import it.
 */
export function routeMatchScore(pattern: string, pathname: string): 0 | 1 | 2 {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2) || '/';
    return base === '/' || pathname === base || pathname.startsWith(`${base}/`) ? 1 : 0;
  }
  const a = pattern === '/' ? [''] : pattern.split('/');
  const b = pathname === '/' ? [''] : pathname.replace(/\/+$/, '').split('/');
  if (a.length !== b.length) return 0;
  return a.every((seg, i) => seg === b[i] || (seg.startsWith(':') && !!b[i])) ? 2 : 0;
}
