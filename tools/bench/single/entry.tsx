// The bench's baseline: the landing at `/` as ONE ordinary bundle, no Module Federation.
// The same tree the shell + static remote put on screen for a first visit (mountApp: store,
// API client hooks, session start, root guard, toasts; the site frame, the landing page and
// the footer), imported from their sources instead of loaded at run time.
import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { SiteFrame } from '../../../shell/src/app/frames/site-frame';
import { mountApp } from '../../../shell/src/app/mount-app';
import { ShopkeeperRedirect, shopkeeperPlaces } from '../../../shell/src/app/shopkeeper-redirect';
import Landing from '../../../mfe-static/src/exposes/landing';
import { remote as shopRemote } from '../../../mfe-shopkeeper/src/remote';

// The footer loads as the shell loads it: when it is about to be seen (the site frame decides).
const Footer = lazy(() => import('../../../mfe-static/src/exposes/footer'));

/** The shell reads these from the remotes' declarations; here, from the shop remote's source. */
const SHOPKEEPER_PLACES = shopkeeperPlaces([{ prefix: shopRemote.defaultPrefix, info: shopRemote }]);

function SingleRoutes() {
  return useRoutes([
    {
      element: (
        <ShopkeeperRedirect places={SHOPKEEPER_PLACES}>
          <SiteFrame
            footer={
              <Suspense fallback={null}>
                <Footer />
              </Suspense>
            }
          />
        </ShopkeeperRedirect>
      ),
      children: [
        { path: '/', element: <Landing /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

mountApp(<SingleRoutes />);
