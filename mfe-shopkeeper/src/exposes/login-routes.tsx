import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@chowk/ui';
import { LoginPage } from '../features/auth/login-page';

/** Mounted by the shell at /login/*: where a shopkeeper logs in and an expired session lands. */
export default function LoginRoutes() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
