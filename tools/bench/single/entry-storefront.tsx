// The bench's baseline for the customer's storefront: /customer/shop/{code} as ONE
// ordinary bundle, no Module Federation. The same tree the shell + customer remote put on screen
// for a first visit from a shop's QR code (mountApp, the site frame with the footer, the
// customer routes), imported from their sources instead of loaded at run time. What the remote
// loads lazily stays lazy here too, so both load the same code first.
import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { SiteFrame } from '../../../shell/src/app/frames/site-frame';
import { mountApp } from '../../../shell/src/app/mount-app';
import { ShopkeeperRedirect, shopkeeperPlaces } from '../../../shell/src/app/shopkeeper-redirect';
import CustomerRoutes from '../../../mfe-customer/src/exposes/customer-routes';
import { remote as shopRemote } from '../../../mfe-shopkeeper/src/remote';

// The footer loads as the shell loads it: when it is about to be seen (the site frame decides).
const Footer = lazy(() => import('../../../mfe-static/src/exposes/footer'));

/** The shell reads these from the remotes' declarations; here, from the shop remote's source. */
const SHOPKEEPER_PLACES = shopkeeperPlaces([{ prefix: shopRemote.defaultPrefix, info: shopRemote }]);

function SingleStorefrontRoutes() {
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
        { path: '/customer/*', element: <CustomerRoutes /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

mountApp(<SingleStorefrontRoutes />);
