import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { mountStandalone } from '@chowk/standalone';
import { Spinner } from '@chowk/ui';
import { STATIC_PATHS } from './config/paths.constant';

/**
 * Standalone mode (port 4204): every page at the path the shell gives it, with the footer
 * under them, as the shell's site frame does. Pages load lazily from the same modules the
 * remote exposes, so each page's chunk is shared by both modes rather than duplicated.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
};

mountStandalone('mfe-static', [
  {
    element: (
      <>
        <Outlet />
        {page(() => import('./exposes/footer'))}
      </>
    ),
    children: [
      { path: STATIC_PATHS.home, element: page(() => import('./exposes/landing')) },
      { path: STATIC_PATHS.about, element: page(() => import('./exposes/about')) },
      { path: STATIC_PATHS.contact, element: page(() => import('./exposes/contact')) },
      { path: STATIC_PATHS.privacy, element: page(() => import('./exposes/privacy')) },
      { path: STATIC_PATHS.refund, element: page(() => import('./exposes/refund')) },
      { path: STATIC_PATHS.terms, element: page(() => import('./exposes/terms')) },
    ],
  },
]);
