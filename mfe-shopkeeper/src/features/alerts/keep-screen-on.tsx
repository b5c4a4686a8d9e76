import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from '@chowk/session';
import { Button, toast } from '@chowk/ui';
import { useText } from '../../i18n';

const PREFERENCE_KEY = 'keepScreenOn';

/** The Screen Wake Lock API where the browser has it (Chrome 84+, Safari 16.4+). */
const wakeLockOf = (): WakeLock | undefined =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined;

/**
 * "Keep screen on" on the order desk: a phone or tablet at the counter stays awake while the desk
 * is open, so new orders show and ring as they come. The browser drops the lock whenever the page
 * is hidden; it is taken again when the page is visible. The choice is kept on this device.
 * Not shown where the browser cannot keep the screen on.
 */
export function KeepScreenOn() {
  const { t } = useText();
  const wakeLock = wakeLockOf();
  const [wanted, setWanted] = useState(() => storage.get(PREFERENCE_KEY) === 'on');
  const [held, setHeld] = useState(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);

  const pending = useRef<Promise<boolean> | null>(null);

  /** Takes the lock unless it is held or being asked for (the press and the effect both ask). */
  const acquire = useCallback((): Promise<boolean> => {
    if (!wakeLock || document.visibilityState !== 'visible') return Promise.resolve(false);
    if (sentinel.current) return Promise.resolve(true);
    pending.current ??= wakeLock
      .request('screen')
      .then((lock) => {
        sentinel.current = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          if (sentinel.current === lock) sentinel.current = null;
          setHeld(false);
        });
        return true;
      })
      // Refused: battery saver, or the page lost focus between the press and the request.
      .catch(() => false)
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [wakeLock]);

  useEffect(() => {
    if (!wanted) return;
    void acquire();
    const again = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    document.addEventListener('visibilitychange', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      const lock = sentinel.current;
      sentinel.current = null;
      void lock?.release().catch(() => undefined);
    };
  }, [wanted, acquire]);

  if (!wakeLock) return null;

  const toggle = async () => {
    if (wanted) {
      storage.remove(PREFERENCE_KEY);
      setWanted(false);
      return;
    }
    storage.set(PREFERENCE_KEY, 'on');
    setWanted(true);
    if (!(await acquire())) toast.error(t('alerts.screen.refused'));
  };

  return (
    <Button variant="secondary" aria-pressed={wanted} onClick={() => void toggle()} title={t('alerts.screen.hint')}>
      {wanted && held ? t('alerts.screen.on') : t('alerts.screen.keep')}
    </Button>
  );
}
