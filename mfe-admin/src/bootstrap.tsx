import { Navigate } from 'react-router-dom';
import { mountStandalone } from '@chowk/standalone';
import AdminRoutes from './exposes/admin-routes';

// Standalone mode (port 4203, STANDALONE=1) for the admin team: the same store, client and
// toasts as the shell. The shell's sidebar frame pads its main area; here a container does.
mountStandalone('mfe-admin', [
  {
    path: '/admin/*',
    element: (
      <main className="container admin-standalone">
        <AdminRoutes />
      </main>
    ),
  },
  { path: '/', element: <Navigate to="/admin/categories" replace /> },
]);
