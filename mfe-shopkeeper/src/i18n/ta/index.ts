import type { TranslationOf } from '@chowk/ui';
import type en from '../en';
import common from './common';
import orders from './orders';
import live from './live';
import dashboard from './dashboard';
import reports from './reports';
import printing from './printing';
import alerts from './alerts';
import menu from './menu';
import settings from './settings';
import onboarding from './onboarding';
import plans from './plans';
import auth from './auth';
import poster from './poster';

const ta: TranslationOf<typeof en> = {
  common,
  orders,
  live,
  dashboard,
  reports,
  printing,
  alerts,
  menu,
  settings,
  onboarding,
  plans,
  auth,
  poster,
};
export default ta;
