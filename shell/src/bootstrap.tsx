import { AppRoutes } from './app/router';
import { mountApp } from './app/mount-app';

mountApp(<AppRoutes />);
