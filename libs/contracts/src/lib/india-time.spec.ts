import {
  formatInIndia,
  indiaDateStart,
  indiaDayStart,
  indiaIsoDate,
  indiaOffsetMs,
  IST_OFFSET_MS,
  IST_SINCE_MS,
  indiaWallClock,
  INDIA_TIME_ZONE,
} from './india-time';

/** The India date of an instant as Intl writes it (en-CA writes YYYY-MM-DD): a second opinion. */
const intlDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(at);

describe('India time', () => {
  // Today's India midnight, from the clock: the tests hold on any day the suite runs.
  const now = new Date();
  const midnight = indiaDayStart(now);
  const justBefore = new Date(midnight.getTime() - 1);
  const justAfter = new Date(midnight.getTime() + 1);

  it('finds the start of the India day an instant falls on: at or before it, less than a day before', () => {
    expect(midnight.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - midnight.getTime()).toBeLessThan(86_400_000);
    expect(indiaWallClock(midnight)).toMatchObject({ hour: 0, minute: 0, second: 0 });
    expect(indiaDateStart(indiaIsoDate(now)).getTime()).toBe(midnight.getTime());
  });

  it('puts the instant right before India midnight on the day before, and the one right after on the new day', () => {
    expect(indiaIsoDate(justAfter)).toBe(indiaIsoDate(now));
    expect(indiaIsoDate(justAfter)).toBe(intlDate(justAfter));
    expect(indiaIsoDate(justBefore)).toBe(intlDate(justBefore));
    expect(indiaIsoDate(justBefore)).not.toBe(indiaIsoDate(justAfter));
    expect(indiaWallClock(justBefore)).toMatchObject({ hour: 23, minute: 59, second: 59 });
    expect(indiaWallClock(justAfter)).toMatchObject({ hour: 0, minute: 0, second: 0 });
    expect(indiaDayStart(justBefore).getTime()).toBe(midnight.getTime() - 86_400_000);
    expect(indiaWallClock(justAfter).weekday).toBe((indiaWallClock(justBefore).weekday + 1) % 7);
  });

  // A fixed past instant, no "today": the last second of a leap year's 28 February in India.
  it('reads the wall clock as Intl does, whatever the machine’s own time zone', () => {
    const at = new Date('2024-02-28T18:29:59Z');
    expect(indiaWallClock(at)).toEqual({ year: 2024, month: 2, day: 28, hour: 23, minute: 59, second: 59, weekday: 3 });
    expect(indiaIsoDate(at)).toBe('2024-02-28');
    expect(indiaIsoDate(new Date('2024-02-28T18:30:00Z'))).toBe('2024-02-29');
    expect(indiaDateStart('2024-02-29').toISOString()).toBe('2024-02-28T18:30:00.000Z');
    expect(indiaOffsetMs(at)).toBe(indiaOffsetMs(new Date('2024-07-15T12:00:00Z'))); // one offset all year
  });

  it('keeps UTC+05:30 from 15 October 1945, as the platform’s time zone data says, and asks it before then', () => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', timeZoneName: 'longOffset' });
    const platform = (ms: number) => {
      const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value;
      const [, sign, h, m] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? [];
      return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * 60_000;
    };
    // Every 97 days from IST's first day to the end of the century, and the instant before it.
    for (let ms = IST_SINCE_MS; ms < Date.UTC(2100, 0, 1); ms += 97 * 86_400_000) expect(indiaOffsetMs(ms)).toBe(platform(ms));
    expect(indiaOffsetMs(IST_SINCE_MS)).toBe(IST_OFFSET_MS);
    expect(indiaOffsetMs(IST_SINCE_MS - 1)).toBe(platform(IST_SINCE_MS - 1));
    expect(indiaOffsetMs(IST_SINCE_MS - 1)).not.toBe(IST_OFFSET_MS); // war time, UTC+06:30
  });

  it('takes calendar dates of any year (not 0–99 as 1900–1999)', () => {
    expect(indiaDateStart('0050-03-01').getUTCFullYear()).toBe(50);
    expect(indiaIsoDate(indiaDateStart('0050-03-01'))).toBe('0050-03-01');
    expect(indiaIsoDate(indiaDateStart('9999-12-31'))).toBe('9999-12-31');
  });

  it('writes dates and times in India time', () => {
    expect(formatInIndia('2024-02-28T18:29:00Z', { day: 'numeric', month: 'short', year: 'numeric' })).toBe('28 Feb 2024');
    expect(formatInIndia(justAfter, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('00:00');
    expect(formatInIndia(justBefore, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('23:59');
    expect(formatInIndia('not a date', { dateStyle: 'medium' })).toBe('Invalid Date');
    // As toLocaleString: no part named writes the date and the time.
    expect(formatInIndia(justAfter, { hourCycle: 'h23' })).toBe(
      new Date(justAfter).toLocaleString('en-IN', { hourCycle: 'h23', timeZone: 'Asia/Kolkata' }),
    );
  });
});
