import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows by name; their URLs come from /remotes.json at run time. */
export const REMOTE_NAMES = ['mfe_customer', 'mfe_shopkeeper', 'mfe_admin', 'mfe_static'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const MANIFEST_URL = '/remotes.json';

let manifest: Partial<Record<RemoteName, string>> = {};
let manifestError: string | null = null;

const isRemoteName = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);

function register(entries: Partial<Record<RemoteName, string>>, force: boolean) {
  const list = Object.entries(entries)
    .filter(([name, entry]) => isRemoteName(name) && typeof entry === 'string' && entry.length > 0)
    .map(([name, entry]) => ({ name, entry: entry as string }));
  if (list.length) registerRemotes(list, { force });
}

/**
 * Fetches the manifest (preloaded by index.html) and registers every remote. Never throws:
 * a missing or broken manifest is recorded, the shell still mounts, and each remote route
 * shows its contained error with Retry (which calls this again).
 */
export async function loadRemotesManifest(force = false): Promise<void> {
  try {
    const res = await fetch(MANIFEST_URL, { cache: force ? 'no-cache' : 'default' });
    if (!res.ok) throw new Error(`remotes manifest answered ${res.status}`);
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object') throw new Error('remotes manifest is not an object');
    manifest = body as Partial<Record<RemoteName, string>>;
    manifestError = null;
    register(manifest, force);
  } catch (e) {
    manifestError = e instanceof Error ? e.message : String(e);
    console.error('[shell] could not load the remotes manifest:', manifestError);
  }
}

export const remotesManifestError = () => manifestError;

/** Loads `remote/exposed`; on failure the next call re-registers the remote so a retry really refetches. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!manifest[remote]) {
    await loadRemotesManifest(true);
    if (!manifest[remote]) throw new Error(manifestError ?? `${remote} is not in the remotes manifest`);
  }
  try {
    const mod = await loadRemote<T>(`${remote}/${exposed}`);
    if (!mod) throw new Error(`${remote}/${exposed} did not load`);
    return mod;
  } catch (e) {
    // Drop the cached failure so Retry fetches the remote entry again.
    register({ [remote]: manifest[remote] }, true);
    throw e;
  }
}
