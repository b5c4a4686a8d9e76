import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NearbyQuery, NearbyShop } from '@chowk/contracts';
import { useLazyListNearbyShopsQuery } from '../../store/customer.api';

export type NearbyState =
  | { step: 'idle' }
  | { step: 'locating' }
  | { step: 'denied' }
  | { step: 'unavailable' }
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'ready'; shops: NearbyShop[] };

/**
 * Low accuracy answers fastest on a cheap phone (network location, no GPS fix) and is plenty
 * for "shops within a few kilometres"; a position up to 5 minutes old is fine too.
 */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

const PERMISSION_DENIED = 1;

/** Nearest first (the API sorts too; a tie keeps the name order so the list does not jump). */
export const byDistance = (shops: readonly NearbyShop[]): NearbyShop[] =>
  [...shops].sort((a, b) => a.distance_km - b.distance_km || a.name.localeCompare(b.name, 'en-IN'));

/** Where finding the location stands (the shops' list is RTK Query's, once there is a position). */
type LocationStep = 'idle' | 'locating' | 'denied' | 'unavailable' | 'located';

/**
 * The browser's location, then the shops around it. Asks for the location only when the
 * customer says so (`locate`), or at once when the permission was granted before. Each list
 * request goes to the API (a new position, or Retry for the same one).
 */
export function useNearbyShops() {
  const [step, setStep] = useState<LocationStep>('idle');
  const position = useRef<NearbyQuery | null>(null);
  const mounted = useRef(true);
  const [fetchShops, { currentData, isFetching, isError }] = useLazyListNearbyShopsQuery();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setStep('unavailable');
      return;
    }
    setStep('locating');
    geo.getCurrentPosition(
      (p) => {
        if (!mounted.current) return;
        position.current = { lat: p.coords.latitude, lng: p.coords.longitude };
        setStep('located');
        void fetchShops(position.current);
      },
      (error) => {
        if (!mounted.current) return;
        setStep(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      GEO_OPTIONS,
    );
  }, [fetchShops]);

  // A customer who allowed the location before is not asked to press the button again.
  useEffect(() => {
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!permissions?.query) return;
    let live = true;
    permissions.query({ name: 'geolocation' }).then(
      (status) => {
        if (live && status.state === 'granted') locate();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locate]);

  /** After a failed list request: the same position again; otherwise ask for the location again. */
  const retry = useCallback(() => {
    if (!position.current) return locate();
    setStep('located');
    void fetchShops(position.current);
  }, [fetchShops, locate]);

  const state = useMemo((): NearbyState => {
    if (step !== 'located') return { step };
    if (isFetching) return { step: 'loading' };
    if (isError) return { step: 'failed' };
    return currentData ? { step: 'ready', shops: byDistance(currentData) } : { step: 'loading' };
  }, [step, isFetching, isError, currentData]);

  return { state, locate, retry };
}
