import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { joinRoutePath } from '@chowk/contracts';
import { Button, NotFoundPage, Spinner } from '@chowk/ui';
import { useShellText } from '../i18n';
import { SidebarFrame } from './frames/sidebar-frame';
import { SiteFrame } from './frames/site-frame';
import { RemoteModule, RemoteUnavailable } from './remote-module';
import { loadRemotesManifest, remotesState, subscribeRemotes, type RemotesState } from './remotes';
import { ShopkeeperRedirect, shopkeeperPlaces } from './shopkeeper-redirect';

const retryManifest = () => void loadRemotesManifest(true);

/** remotes.json itself could not be read: no remote is known, every path says so, with Retry. */
function ManifestUnavailable() {
  const { t } = useShellText();
  return (
    <main className="container">
      <div className="error-box remote-error" role="alert" data-testid="remotes-manifest-error">
        <span>{t('manifest.unavailable')}</span>
        <Button variant="secondary" onClick={retryManifest}>
          {t('common.retry')}
        </Button>
      </div>
    </main>
  );
}

/**
 * The route table, built from what the remotes declare (libs/contracts remote-contract.ts):
 * each declared route mounts under its remote's prefix, in the frame it asks for; each remote
 * with sidebar routes gets the sidebar frame with its own links. The shell owns only the frames,
 * the guards and the 404 page, so a remote adds pages, paths and links with its own deploy.
 */
export function buildRoutes(state: RemotesState): RouteObject[] {
  if (state.status === 'loading') return [{ path: '*', element: <Spinner /> }];
  const site: RouteObject[] = [];
  const sidebars: RouteObject[] = [];
  let footer: ReactNode = null;
  let catchAll = false;
  if (state.status === 'failed') site.push({ path: '*', element: <ManifestUnavailable /> });
  for (const slot of state.remotes) {
    const { info, name, prefix } = slot;
    if (!info) {
      // Its declaration is unknown: everything under its prefix shows its contained error.
      site.push({ path: joinRoutePath(prefix, '*'), element: <RemoteUnavailable remote={name} onRetry={retryManifest} /> });
      catchAll ||= prefix === '/';
      continue;
    }
    const page = (module: string) => <RemoteModule key={`${name}${module}`} remote={name} exposed={module} />;
    site.push(
      ...info.routes
        .filter((r) => r.frame === 'site')
        .map((r) => ({ path: joinRoutePath(prefix, r.path), element: page(r.module) })),
    );
    const inSidebar = info.routes.filter((r) => r.frame === 'sidebar');
    if (inSidebar.length)
      sidebars.push({
        element: <SidebarFrame sidebar={info.sidebar} prefix={prefix} />,
        children: inSidebar.map((r) => ({ path: joinRoutePath(prefix, r.path), element: page(r.module) })),
      });
    if (!footer && info.widgets?.['footer'])
      footer = <RemoteModule remote={name} exposed={info.widgets['footer']} quiet fallback={null} />;
  }
  if (!catchAll && state.status !== 'failed') site.push({ path: '*', element: <NotFoundPage /> });
  return [
    {
      element: (
        <ShopkeeperRedirect places={shopkeeperPlaces(state.remotes)}>
          <SiteFrame footer={footer} />
        </ShopkeeperRedirect>
      ),
      children: site,
    },
    ...sidebars,
  ];
}

function useRemotes() {
  return useSyncExternalStore(subscribeRemotes, remotesState);
}

/** Declarative routing over the table the remotes declare. */
export function AppRoutes() {
  const state = useRemotes();
  const routes = useMemo(() => buildRoutes(state), [state]);
  return useRoutes(routes);
}
