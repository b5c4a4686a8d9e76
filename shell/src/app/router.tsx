import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { SiteFrame } from './frames/site-frame';
import { ShopkeeperRedirect } from './shopkeeper-redirect';
import { SidebarFrame } from './frames/sidebar-frame';
import { RemoteModule } from './remote-module';

/** decisions.md §2: which remote owns which paths. The shell owns only the frames and the 404. */
const staticPage = (exposed: string) => <RemoteModule remote="mfe_static" exposed={exposed} />;

export const routes: RouteObject[] = [
  {
    element: (
      <ShopkeeperRedirect>
        <SiteFrame footer={<RemoteModule remote="mfe_static" exposed="Footer" quiet fallback={null} />} />
      </ShopkeeperRedirect>
    ),
    children: [
      { path: '/', element: staticPage('Landing') },
      { path: '/about', element: staticPage('About') },
      { path: '/contact', element: staticPage('Contact') },
      { path: '/privacy-policy', element: staticPage('Privacy') },
      { path: '/refund-policy', element: staticPage('Refund') },
      { path: '/terms', element: staticPage('Terms') },
      { path: '/shops/*', element: <RemoteModule remote="mfe_customer" exposed="ShopsRoutes" /> },
      { path: '/customer/*', element: <RemoteModule remote="mfe_customer" exposed="CustomerRoutes" /> },
      { path: '/login/*', element: <RemoteModule remote="mfe_shopkeeper" exposed="LoginRoutes" /> },
      { path: '/payment/*', element: <RemoteModule remote="mfe_shopkeeper" exposed="PaymentRoutes" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <SidebarFrame />,
    children: [
      { path: '/shop/*', element: <RemoteModule remote="mfe_shopkeeper" exposed="ShopRoutes" /> },
      { path: '/admin/*', element: <RemoteModule remote="mfe_admin" exposed="AdminRoutes" /> },
    ],
  },
];

/** Declarative routing: the data-router APIs (loaders, actions) are not shared, see tools/rspack/shared. */
export function AppRoutes() {
  return useRoutes(routes);
}
