import { chowkFederationPlugin, isSharedModuleMismatch, RemoteEntryFailed, SharedModuleMismatch } from './federation-plugin';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof chowkFederationPlugin>['resolveShare']>>[0];

/** resolveShare's arguments as the federation runtime passes them, for one shared module. */
function shareArgs(over: {
  resolver: () => unknown;
  singleton?: boolean;
  requiredVersion?: string;
  usedExports?: string[];
}): ResolveShareArgs {
  return {
    pkgName: '@chowk/store',
    version: '0.1.0',
    scope: 'default',
    shareScopeMap: { default: { '@chowk/store': { '0.1.0': { from: 'shell' } } } },
    shareInfo: {
      from: 'mfe_admin',
      shareConfig: { singleton: over.singleton ?? true, requiredVersion: over.requiredVersion ?? '^0.2.0' },
      treeShaking: over.usedExports ? { usedExports: over.usedExports } : undefined,
    },
    resolver: over.resolver,
  } as unknown as ResolveShareArgs;
}

describe('the shell’s federation runtime plugin', () => {
  const plugin = chowkFederationPlugin();
  /** The plugin's resolveShare, which always hands the arguments back. */
  const resolveShare = (args: ResolveShareArgs) => plugin.resolveShare!(args) as ResolveShareArgs;

  it('turns a refused singleton (strictVersion) into a mismatch naming the module, versions and apps', () => {
    const args = resolveShare(
      shareArgs({
        resolver: () => {
          throw new Error(
            '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module @chowk/store does not satisfy',
          );
        },
      }),
    );
    let thrown: unknown;
    try {
      args.resolver();
    } catch (e) {
      thrown = e;
    }
    expect(isSharedModuleMismatch(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      module: '@chowk/store',
      provided: '0.1.0',
      providedBy: 'shell',
      required: '^0.2.0',
      consumer: 'mfe_admin',
    });
  });

  it('refuses a tree-shaken share that lacks exports the remote uses', () => {
    const args = resolveShare(
      shareArgs({
        usedExports: ['Link', 'useBlocker'],
        resolver: () => ({ shared: { treeShaking: { usedExports: ['Link', 'Routes'] } }, useTreesShaking: true }),
      }),
    );
    expect(() => args.resolver()).toThrow(SharedModuleMismatch);
    try {
      args.resolver();
    } catch (e) {
      expect((e as SharedModuleMismatch).missingExports).toEqual(['useBlocker']);
    }
  });

  it('passes a satisfied share through untouched', () => {
    const resolved = { shared: { treeShaking: { usedExports: ['Link'] } }, useTreesShaking: true };
    const args = resolveShare(shareArgs({ usedExports: ['Link'], resolver: () => resolved }));
    expect(args.resolver()).toBe(resolved);
  });

  it('reports an entry that failed to load as RemoteEntryFailed for that remote', async () => {
    await expect(
      plugin.errorLoadRemote!({ id: 'mfe_admin/AdminRoutes', error: new Error('ScriptNetworkError') } as never),
    ).rejects.toMatchObject({ name: 'RemoteEntryFailed', remote: 'mfe_admin' });
    const mismatch = new SharedModuleMismatch('react', '19.3.1', 'shell', '^20.0.0', 'mfe_admin');
    await expect(plugin.errorLoadRemote!({ id: 'mfe_admin/x', error: mismatch } as never)).rejects.toBe(mismatch);
    expect(new RemoteEntryFailed('mfe_admin', new Error('x')).message).toBe('mfe_admin could not be loaded: x');
  });
});
