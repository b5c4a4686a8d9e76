import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { joinRoutePath, ROLE_SHOPKEEPER, routeMatchScore, type RemoteDefinition } from '@chowk/contracts';
import { selectRole, useAppSelector } from '@chowk/store';

/** Where a signed-in shopkeeper belongs, read from what the remotes declare. */
export interface ShopkeeperPlaces {
  /** The route patterns of the shop's session (`/shop/*`, `/payment/*`): a shopkeeper stays there. */
  stayOn: readonly string[];
  /** Where a shopkeeper is sent from any other page: the first page of their sidebar. */
  home: string | null;
}

/**
 * The pages of the `user` session (the routes of a sidebar whose session it is, and the site
 * routes declared with `session: 'user'`), and the first link of that sidebar a shopkeeper sees.
 */
export function shopkeeperPlaces(remotes: ReadonlyArray<{ prefix: string; info: RemoteDefinition | null }>): ShopkeeperPlaces {
  const stayOn: string[] = [];
  let home: { to: string; order: number } | null = null;
  for (const { prefix, info } of remotes) {
    if (!info) continue;
    const userSidebar = info.sidebar?.session === 'user';
    for (const r of info.routes)
      if (r.frame === 'sidebar' ? userSidebar : r.session === 'user') stayOn.push(joinRoutePath(prefix, r.path));
    if (!userSidebar) continue;
    for (const n of info.sidebar?.nav ?? [])
      if ((!n.audience || n.audience.includes('shopkeeper')) && (!home || n.order < home.order))
        home = { to: joinRoutePath(prefix, n.to), order: n.order };
  }
  return { stayOn, home: home?.to ?? null };
}

/** Whether `pathname` is under one of `patterns`: strictly below a subtree (`/shop/*`), or the page itself. */
export function isUnder(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((p) =>
    p.endsWith('/*') ? pathname.startsWith(`${p.slice(0, -2)}/`) : routeMatchScore(p, pathname) === 2,
  );
}

/** Shopkeepers are sent to their dashboard when they wander outside the shop's pages. */
export function ShopkeeperRedirect({ places, children }: { places: ShopkeeperPlaces; children: ReactNode }) {
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();
  if (role === ROLE_SHOPKEEPER && places.home && !isUnder(places.stayOn, pathname)) {
    return <Navigate to={places.home} replace />;
  }
  return <>{children}</>;
}
