import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '@chowk/contracts';

export type DeliveryLocation =
  { step: 'idle' } | { step: 'locating' } | { step: 'denied' } | { step: 'unavailable' } | { step: 'located'; point: GeoPoint };

/**
 * Whether a delivery is within the shop's distance wants a real fix, not the network's guess
 * (which can be a kilometre off); a position up to a minute old is still where the customer is.
 */
export const DELIVERY_GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

const PERMISSION_DENIED = 1;

/**
 * The customer's location for a delivery, asked only when they press "Check my location" (a
 * shop that limits its delivery distance; never for pickup). A refusal or no fix says which.
 */
export function useDeliveryLocation() {
  const [location, setLocation] = useState<DeliveryLocation>({ step: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setLocation({ step: 'unavailable' });
      return;
    }
    setLocation({ step: 'locating' });
    geo.getCurrentPosition(
      (p) => {
        if (mounted.current)
          setLocation({ step: 'located', point: { latitude: p.coords.latitude, longitude: p.coords.longitude } });
      },
      (error) => {
        if (mounted.current) setLocation({ step: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      DELIVERY_GEO_OPTIONS,
    );
  }, []);

  return { location, check };
}
