import { useCallback, useEffect, useRef, useState } from 'react';
import { listNearbyShops } from '@chowk/api-client';
import type { NearbyShop } from '@chowk/contracts';

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

/**
 * The browser's location, then the shops around it. Asks for the location only when the
 * customer says so (`locate`), or at once when the permission was granted before.
 */
export function useNearbyShops() {
  const [state, setState] = useState<NearbyState>({ step: 'idle' });
  const position = useRef<{ lat: number; lng: number } | null>(null);
  const request = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      request.current?.abort();
    };
  }, []);

  const fetchShops = useCallback(() => {
    const at = position.current;
    if (!at) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ step: 'loading' });
    listNearbyShops(at, controller.signal).then(
      (shops) => {
        if (controller.signal.aborted || !mounted.current) return;
        setState({ step: 'ready', shops: byDistance(shops ?? []) });
      },
      () => {
        if (controller.signal.aborted || !mounted.current) return;
        setState({ step: 'failed' });
      },
    );
  }, []);

  const locate = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ step: 'unavailable' });
      return;
    }
    setState({ step: 'locating' });
    geo.getCurrentPosition(
      (p) => {
        if (!mounted.current) return;
        position.current = { lat: p.coords.latitude, lng: p.coords.longitude };
        fetchShops();
      },
      (error) => {
        if (!mounted.current) return;
        setState({ step: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' });
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
  const retry = useCallback(() => (position.current ? fetchShops() : locate()), [fetchShops, locate]);

  return { state, locate, retry };
}
