/**
 * Query pieces of the customer's shop directory and nearby search (pure, no database).
 */

/**
 * `text` as a regular expression that matches it literally (`.`, `*`, `(`, … are themselves).
 * A NUL is written `\x00`: a pattern may not hold the byte itself (MongoDB refuses it), and both
 * MongoDB's PCRE and FerretDB's Go regexp read the escape.
 */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');

/** Kilometres per radian of the Earth's mean radius (the radius `distanceKm` uses). */
const EARTH_RADIUS_KM = 6371.0088;
const DEGREES = 180 / Math.PI;

/** A range of longitudes; `from > to` never happens: one that crosses ±180° is two ranges. */
export interface Range {
  from: number;
  to: number;
}

/** Where a circle of `radiusKm` around a point lies: a latitude band and longitude ranges (none: all). */
export interface BoundingBox {
  latitude: Range;
  longitudes: Range[] | null;
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of the centre
 * (J. P. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude Using Bounding
 * Coordinates"): the latitude band is exact; the longitude half-width is asin(sin(r)/cos(lat)).
 * Near a pole the band reaches the pole and every longitude counts; a box crossing the
 * antimeridian becomes two longitude ranges. The caller still measures each candidate: the box
 * only narrows the read.
 */
export function boundingBox(centre: { lat: number; lng: number }, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = angular * DEGREES;
  const from = centre.lat - dLat;
  const to = centre.lat + dLat;
  if (from <= -90 || to >= 90 || angular >= Math.PI / 2) {
    return { latitude: { from: Math.max(from, -90), to: Math.min(to, 90) }, longitudes: null };
  }
  const ratio = Math.sin(angular) / Math.cos(centre.lat / DEGREES);
  if (ratio >= 1) return { latitude: { from, to }, longitudes: null };
  const dLng = Math.asin(ratio) * DEGREES;
  const west = centre.lng - dLng;
  const east = centre.lng + dLng;
  if (west < -180)
    return {
      latitude: { from, to },
      longitudes: [
        { from: west + 360, to: 180 },
        { from: -180, to: east },
      ],
    };
  if (east > 180)
    return {
      latitude: { from, to },
      longitudes: [
        { from: west, to: 180 },
        { from: -180, to: east - 360 },
      ],
    };
  return { latitude: { from, to }, longitudes: [{ from: west, to: east }] };
}

/** Kilometres to 2 decimals, as `distance_km` is answered. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;
