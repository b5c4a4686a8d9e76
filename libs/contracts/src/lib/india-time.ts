/**
 * India time, in one place: the wall clock of an instant in India, the India calendar date, the
 * first instant of an India day, and dates and times written in India time. No other file adds or
 * subtracts hours of its own. India has kept one offset all year, UTC+05:30, since 15 October 1945:
 * from then on the offset is that constant (the spec checks it against the platform's time zone
 * data); earlier instants ask `Intl`, whose first formatter costs a slow phone ~0.2 s at start-up.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const HOUR_MS = 3_600_000;

/** The wall clock in India at an instant: month 1–12, weekday 0 (Sunday) – 6. */
export interface IndiaWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** Made on first use: a bundle that never reads India time carries none of this. */
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Offsets already read, by hour since the epoch (an offset changes at most on the hour). */
const offsets = /*#__PURE__*/ new Map<number, number>();
const MAX_CACHED_OFFSETS = 2_048;

/** "GMT+05:30" (or "GMT+05:53:28" in the 1800s) as milliseconds east of UTC. */
function parseOffset(name: string): number {
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0; // "GMT": UTC itself
  const [, sign, h, m, s] = match;
  return (sign === '-' ? -1 : 1) * ((Number(h) * 60 + Number(m)) * 60 + Number(s ?? 0)) * 1_000;
}

/** India Standard Time, UTC+05:30, in milliseconds east of UTC. */
export const IST_OFFSET_MS = 19_800_000;
/** 1945-10-15 00:00 in war time (UTC+06:30): India's clocks have read IST ever since. */
export const IST_SINCE_MS = Date.UTC(1945, 9, 14, 17, 30);

/** How far India's clock is ahead of UTC at an instant, in milliseconds. */
export function indiaOffsetMs(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (ms >= IST_SINCE_MS) return IST_OFFSET_MS;
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: INDIA_TIME_ZONE, timeZoneName: 'longOffset' });
    const name = offsetFormat.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    offset = parseOffset(name);
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant whose UTC fields read as India's wall clock at `at`. */
const shifted = (at: Date): Date => new Date(at.getTime() + indiaOffsetMs(at));

/** The wall clock in India at an instant. */
export function indiaWallClock(at: Date): IndiaWallClock {
  const wall = shifted(at);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The India calendar date (YYYY-MM-DD) an instant falls on. */
export function indiaIsoDate(at: Date): string {
  const { year, month, day } = indiaWallClock(at);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The first instant of an India calendar date written YYYY-MM-DD (00:00 in India). */
export function indiaDateStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wallMidnight = new Date(0);
  // setUTCFullYear, not Date.UTC, which would read years 0–99 as 1900–1999.
  wallMidnight.setUTCFullYear(y, m - 1, d);
  return new Date(wallMidnight.getTime() - indiaOffsetMs(wallMidnight));
}

/** The first instant of the India day an instant falls on. */
export const indiaDayStart = (at: Date): Date => indiaDateStart(indiaIsoDate(at));

/**
 * A date and/or time written in India time, whatever the device's own time zone:
 * `formatInIndia(at, { dateStyle: 'medium', timeStyle: 'short' })` → "24 Nov 2026, 3:30 pm".
 */
export function formatInIndia(
  at: Date | string | number,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale = 'en-IN',
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  // One formatter per locale and options: building one per call costs a list of orders dearly.
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // As toLocaleString: options that name no part write the date and the time.
    const parts = PARTS.some((part) => part in options) ? options : { ...ALL_PARTS, ...options };
    format = new Intl.DateTimeFormat(locale, { ...parts, timeZone: INDIA_TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const dateFormats = /*#__PURE__*/ new Map<string, Intl.DateTimeFormat>();
const PARTS = [
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
  'dateStyle',
  'timeStyle',
];
const ALL_PARTS = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;
