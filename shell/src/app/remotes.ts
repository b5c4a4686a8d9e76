import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  joinRoutePath,
  remoteDefinitionProblems,
  routeMatchScore,
  type RemoteBuildInfo,
  type RemotesManifest,
  type RemotesManifestEntry,
} from '@chowk/contracts';
import { chowkFederationPlugin, RemoteEntryFailed } from './federation-plugin';

/** One remote as the shell knows it: from remotes.json, plus its declaration once read. */
export interface RemoteSlot {
  name: string;
  entry: string;
  /** Where its routes mount: the manifest's prefix, else the remote's own default. */
  prefix: string;
  info: RemoteBuildInfo | null;
  /** Why the declaration could not be read (the remote's routes then show a contained error). */
  problem: string | null;
}

export interface RemotesState {
  status: 'loading' | 'ready' | 'failed';
  remotes: readonly RemoteSlot[];
  error: string | null;
}

export const MANIFEST_URL = '/remotes.json';

declare global {
  interface Window {
    /** Started by the inline script of index.html before any bundle arrives (see shell/src/boot/early.js). */
    __chowkManifest?: Promise<unknown>;
    /** Preloads of early.js that failed (their URLs). */
    __chowkFailedPreloads?: string[];
  }
}

let state: RemotesState = { status: 'loading', remotes: [], error: null };
const listeners = new Set<() => void>();
const set = (next: RemotesState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const remotesState = () => state;
export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let pluginRegistered = false;
function registerPlugin() {
  if (pluginRegistered) return;
  pluginRegistered = true;
  const plugin = chowkFederationPlugin();
  // The shell's own instance (created before this code ran) and every remote instance to come.
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

const fail = (why: string) => {
  throw new Error(why);
};

async function readManifest(force: boolean): Promise<RemotesManifest> {
  const early = !force && typeof window !== 'undefined' ? window.__chowkManifest : undefined;
  const body = early
    ? await early
    : await fetch(MANIFEST_URL, { cache: force ? 'no-cache' : 'default' }).then((res) =>
        res.ok ? res.json() : fail(`remotes manifest answered ${res.status}`),
      );
  if (!body || typeof body !== 'object' || Array.isArray(body)) fail('remotes manifest is not an object');
  return body as RemotesManifest;
}

/** The declaration of a remote given by URL only: `remote.json` beside its entry. */
async function fetchInfo(entry: string): Promise<RemoteBuildInfo> {
  const res = await fetch(new URL('remote.json', new URL(entry, window.location.href)).href, { cache: 'no-cache' });
  if (!res.ok) fail(`remote.json answered ${res.status}`);
  return (await res.json()) as RemoteBuildInfo;
}

async function toSlot(name: string, value: RemotesManifestEntry): Promise<RemoteSlot | null> {
  const entry = typeof value === 'string' ? value : value?.entry;
  if (typeof entry !== 'string' || !entry) return null;
  const given = typeof value === 'string' ? undefined : value;
  let info: RemoteBuildInfo | null = given?.remote ?? null;
  let problem: string | null = null;
  try {
    info ??= await fetchInfo(entry);
    const problems = remoteDefinitionProblems(info);
    if (info.name !== name) problems.push(`it declares the name ${info.name}`);
    if (problems.length) fail(problems.join('; '));
  } catch (e) {
    problem = `${name}'s declaration could not be read: ${e instanceof Error ? e.message : String(e)}`;
    // Its routes show the contained error; the reason is for whoever deployed it.
    console.error(`[shell] ${problem}`);
    info = null;
  }
  return { name, entry, prefix: given?.prefix ?? info?.defaultPrefix ?? '/', info, problem };
}

/**
 * Reads remotes.json (started early by index.html), each remote's declaration (inlined in the
 * manifest, or its remote.json), and registers the remotes with the federation runtime. Never
 * throws: a missing manifest leaves the state `failed`, and the shell shows a contained error
 * with Retry (which calls this again).
 */
export async function loadRemotesManifest(force = false): Promise<void> {
  registerPlugin();
  if (force) set({ ...state, status: 'loading' });
  try {
    const manifest = await readManifest(force);
    const slots = (await Promise.all(Object.entries(manifest).map(([name, v]) => toSlot(name, v)))).filter(
      (s): s is RemoteSlot => s !== null,
    );
    registerRemotes(
      slots.map(({ name, entry }) => ({ name, entry })),
      { force },
    );
    set({ status: 'ready', remotes: slots, error: null });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    console.error('[shell] could not load the remotes manifest:', error);
    set({ status: 'failed', remotes: [], error });
  }
}

/** Loads `remote/exposed`; a failure re-registers the remote, so Retry really fetches again. */
export async function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  const slot = state.remotes.find((r) => r.name === remote);
  if (!slot) throw new RemoteEntryFailed(remote, new Error(state.error ?? `${remote} is not in the remotes manifest`));
  try {
    const mod = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
    if (!mod) throw new Error(`${remote}/${exposed} did not load`);
    return mod;
  } catch (e) {
    registerRemotes([{ name: slot.name, entry: slot.entry }], { force: true });
    throw e;
  }
}

/**
 * Whether a Retry of `remote` must reload the page: a preload of its files failed earlier in
 * this page (the remote was down), and the browser would answer the retry with that failure.
 */
export function retryNeedsReload(remote: string): boolean {
  const slot = state.remotes.find((r) => r.name === remote);
  const failed = typeof window === 'undefined' ? undefined : window.__chowkFailedPreloads;
  if (!slot || !failed?.length) return false;
  const base = new URL('.', new URL(slot.entry, window.location.href)).href;
  return failed.some((url) => url.startsWith(base));
}

/**
 * The remote and exposed module the page at `pathname` renders: its best-matching declared route.
 * The shell starts loading it as soon as the manifest is read, while its own bootstrap still
 * runs (see main.ts). Widgets (the footer) are not among them: they load when about to be seen
 * (frames/when-near-view.tsx).
 */
export function moduleFor(pathname: string, remotes: readonly RemoteSlot[] = state.remotes): [string, string] | null {
  let best: { score: number; remote: string; module: string } | null = null;
  for (const slot of remotes)
    for (const r of slot.info?.routes ?? []) {
      const score = routeMatchScore(joinRoutePath(slot.prefix, r.path), pathname);
      if (score && (!best || score > best.score)) best = { score, remote: slot.name, module: r.module };
    }
  return best ? [best.remote, best.module] : null;
}

/** A module load that React can read synchronously once settled (`status`, `value`, `reason`). */
export type RemoteModuleThenable = Promise<unknown> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: unknown;
  reason?: unknown;
};

const thenables = new Map<string, RemoteModuleThenable>();

/** The load of `remote/exposed` for a render attempt: one per attempt, so Retry loads again. */
export function remoteModuleThenable(remote: string, exposed: string, attempt = 0): RemoteModuleThenable {
  const key = `${remote}/${exposed}#${attempt}`;
  let hit = thenables.get(key);
  if (!hit) {
    const loading: RemoteModuleThenable = loadRemoteModule(remote, exposed);
    loading.status = 'pending';
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    thenables.set(key, loading);
    hit = loading;
  }
  return hit;
}

/**
 * Starts loading what `pathname` shows first; resolves when the page's module settled (failures
 * are left to the routes' error boundaries).
 */
export function prefetchRoute(pathname: string): Promise<void> {
  const page = moduleFor(pathname);
  if (!page) return Promise.resolve();
  return remoteModuleThenable(...page).then(
    () => undefined,
    () => undefined,
  );
}
