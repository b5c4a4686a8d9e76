import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A shared module the shell provides does not meet what a remote was built against. */
export class SharedModuleMismatch extends Error {
  override name = 'SharedModuleMismatch';
  constructor(
    readonly module: string,
    /** The version loaded (or offered) in this page, and the app that provided it. */
    readonly provided: string,
    readonly providedBy: string,
    /** The range the remote accepts, and the remote. */
    readonly required: string,
    readonly consumer: string,
    /** Exports the remote needs that the provided copy was built without (tree-shaken shares). */
    readonly missingExports: readonly string[] = [],
  ) {
    super(
      missingExports.length
        ? `${consumer} needs ${module} exports ${missingExports.join(', ')} that ${providedBy}'s copy (${provided}) does not include`
        : `${consumer} needs ${module} ${required}, but this page runs ${module} ${provided} from ${providedBy}`,
    );
  }
}

/** By name, not `instanceof`: the error may cross bundles (and transpiled Error subclasses lose their prototype). */
export const isSharedModuleMismatch = (e: unknown): e is SharedModuleMismatch =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'SharedModuleMismatch';

/** A remote's entry (remoteEntry.js) could not be fetched or run. */
export class RemoteEntryFailed extends Error {
  override name = 'RemoteEntryFailed';
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface ShareInfoLike {
  from?: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
  treeShaking?: { usedExports?: string[] };
}
interface RegisteredShare {
  from?: string;
  treeShaking?: { usedExports?: string[] };
}

/**
 * The shell's federation runtime plugin, registered for the shell and every remote instance:
 *
 * - `resolveShare`: a singleton whose loaded version a remote does not accept (strictVersion),
 *   or a tree-shaken share (the router) missing exports the remote uses, becomes a
 *   SharedModuleMismatch naming the module, the versions and the apps, instead of a runtime
 *   message or an `undefined` import. The remote's routes show it, contained, with Retry.
 * - `errorLoadRemote`: an entry that fails to load becomes a RemoteEntryFailed for that remote.
 */
export function chowkFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'chowk-contained-remotes',
    resolveShare(args) {
      const { pkgName, version, scope, shareScopeMap, resolver } = args;
      const info = args.shareInfo as ShareInfoLike;
      const registered = (shareScopeMap[scope]?.[pkgName] ?? {}) as Record<string, RegisteredShare>;
      args.resolver = () => {
        const mismatch = (missing: string[] = []) =>
          new SharedModuleMismatch(
            pkgName,
            String(version),
            registered[version]?.from ?? 'the shell',
            String(info.shareConfig?.requiredVersion ?? '*'),
            info.from ?? 'a remote',
            missing,
          );
        let resolved: ReturnType<typeof resolver>;
        try {
          resolved = resolver();
        } catch {
          throw mismatch();
        }
        const wanted = info.treeShaking?.usedExports;
        const offered = (resolved?.shared as RegisteredShare | undefined)?.treeShaking?.usedExports;
        if (resolved?.useTreesShaking && wanted && offered) {
          const missing = wanted.filter((e) => !offered.includes(e));
          if (missing.length) throw mismatch(missing);
        }
        return resolved;
      };
      return args;
    },
    async errorLoadRemote(args) {
      const { error } = args;
      if (isSharedModuleMismatch(error) || (error as { name?: unknown } | null)?.name === 'RemoteEntryFailed') throw error;
      const remote = String(args.id ?? '').split('/')[0] || 'remote';
      throw new RemoteEntryFailed(remote, error);
    },
  };
}
