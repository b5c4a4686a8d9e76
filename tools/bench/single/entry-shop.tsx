// The bench's baseline for the shopkeeper's pages: /shop/dashboard and /shop/products as ONE
// ordinary bundle, no Module Federation. The same tree the shell + shopkeeper remote put on
// screen for a signed-in first visit (mountApp, the sidebar frame with the remote's own
// navigation, the shop routes), imported from their sources instead of loaded at run time.
// What the remote loads lazily stays lazy here too, so both load the same code first.
import { useRoutes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { SidebarFrame } from '../../../shell/src/app/frames/sidebar-frame';
import { mountApp } from '../../../shell/src/app/mount-app';
import ShopRoutes from '../../../mfe-shopkeeper/src/exposes/shop-routes';
import { remote } from '../../../mfe-shopkeeper/src/remote';

function SingleShopRoutes() {
  return useRoutes([
    { element: <SidebarFrame sidebar={remote.sidebar} prefix="/" />, children: [{ path: '/shop/*', element: <ShopRoutes /> }] },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

mountApp(<SingleShopRoutes />);
