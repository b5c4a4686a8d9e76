import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS, PRODUCTION_HOST } from '@chowk/contracts';
import { selectSession, useAppSelector } from '@chowk/store';
import { Logo } from '@chowk/ui';
import { useShellText } from '../i18n';

/**
 * Shows a splash while the current user is fetched at start (the first check only: a later one
 * runs behind the page). On the production host only the pulsing logo shows; elsewhere, after
 * 1 s, it also flags the account type (a help for whoever is testing with several kinds of account).
 */
export function RootGuard({ children, host = globalThis.location?.hostname }: { children: ReactNode; host?: string }) {
  const session = useAppSelector(selectSession);
  const { t } = useShellText();
  const [showFlag, setShowFlag] = useState(false);
  // A check that failed short of a refusal (`retrying`) no longer holds the page: the stored
  // session shows it while the shell asks again.
  const waiting = session.status === 'idle' || session.status === 'loading';
  const isProduction = host === PRODUCTION_HOST || host === `www.${PRODUCTION_HOST}`;

  useEffect(() => {
    if (!waiting || isProduction) return;
    const timer = setTimeout(() => setShowFlag(true), LIMITS.startupFlagDelayMs);
    return () => clearTimeout(timer);
  }, [waiting, isProduction]);

  if (!waiting) return <>{children}</>;
  const accountType = session.accountType ?? (session.adminToken ? 'admin' : session.token ? 'shopkeeper' : 'guest');
  return (
    <div className="splash" data-testid="root-splash" role="status" aria-label={t('splash.loading')}>
      <div>
        <Logo pulsing />
        {showFlag && !isProduction && <p className="splash-flag">{t('splash.accountType', { type: accountType })}</p>}
      </div>
    </div>
  );
}
