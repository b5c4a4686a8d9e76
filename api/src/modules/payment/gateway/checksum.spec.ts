import { createHash } from 'node:crypto';
import { decodePayload, encodePayload, formPostChecksum, verifyXVerify, xVerify } from './checksum';
import { nextStatusCheckAt, STATUS_CHECK_OFFSETS_S } from './status-schedule';

describe('X-VERIFY', () => {
  // PhonePe's documented example ("Calculating X VERIFY"): the base64 of {"grantToken": …},
  // the endpoint /v3/service/auth/access and salt key 6b451f58-… give 5DE0E70C…DF7D2.
  const DOC_BODY =
    'ewoJImdyYW50VG9rZW4iOiAiR1JUOTc5YTYzZjQ4ZjIxYjZmMWRiN2JhOTNiYjRhMGZiMjk3NWQ0OWFmYmMyY2QxMDdkYTBmYWMxZGQ1N2RlN2ZiNCIKfQ==';
  const DOC_KEY = '6b451f58-d565-4890-836f-6fb1gjt84d97';

  it("computes the gateway's documented example", () => {
    expect(xVerify(DOC_BODY, '/v3/service/auth/access', DOC_KEY, 1)).toBe(
      `${'5DE0E70CF2B78F3923CA108E583E6A80FABE910EFD1726570B3E5CB2040DF7D2'.toLowerCase()}###1`,
    );
  });

  it('verifies only the right body, endpoint, key and index', () => {
    const keys = new Map([[1, 'salt-one']]);
    const header = xVerify('abc=', '/pg/v1/pay', 'salt-one', 1);
    expect(verifyXVerify(header, 'abc=', '/pg/v1/pay', keys)).toBe(true);
    expect(verifyXVerify(header.toUpperCase().replace('###1', '###1'), 'abc=', '/pg/v1/pay', keys)).toBe(true);
    expect(verifyXVerify(header, 'abd=', '/pg/v1/pay', keys)).toBe(false);
    expect(verifyXVerify(header, 'abc=', '/pg/v1/status', keys)).toBe(false);
    expect(verifyXVerify(xVerify('abc=', '/pg/v1/pay', 'salt-two', 1), 'abc=', '/pg/v1/pay', keys)).toBe(false);
    expect(verifyXVerify(header.replace('###1', '###2'), 'abc=', '/pg/v1/pay', keys)).toBe(false);
    for (const bad of [undefined, '', 'x###1', `${'g'.repeat(64)}###1`, header.replace('###', '##')]) {
      expect(verifyXVerify(bad, 'abc=', '/pg/v1/pay', keys)).toBe(false);
    }
  });

  it('encodes and decodes payloads; anything else decodes to null', () => {
    expect(decodePayload(encodePayload({ a: 1, b: 'ü' }))).toEqual({ a: 1, b: 'ü' });
    expect(decodePayload('not base64!')).toBeNull();
    expect(decodePayload(Buffer.from('[1]').toString('base64'))).toBeNull();
    expect(decodePayload(Buffer.from('{"a":').toString('base64'))).toBeNull();
  });

  it("signs the browser's return as the UI callback documents", () => {
    const sum = formPostChecksum(
      { code: 'PAYMENT_SUCCESS', merchantId: 'M1', transactionId: 'T1', amount: 100, providerReferenceId: 'P1' },
      'k',
      1,
    );
    expect(sum).toBe(`${createHash('sha256').update('PAYMENT_SUCCESSM1T1100P1k').digest('hex')}###1`);
  });
});

describe("the status check schedule (PhonePe's reconciliation)", () => {
  it('25 s, then every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every minute to 20 minutes', () => {
    expect(STATUS_CHECK_OFFSETS_S.slice(0, 11)).toEqual([25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55]);
    expect(STATUS_CHECK_OFFSETS_S.filter((s) => s >= 55 && s < 115)).toEqual([55, 61, 67, 73, 79, 85, 91, 97, 103, 109]);
    expect(STATUS_CHECK_OFFSETS_S.filter((s) => s >= 115 && s < 175)).toEqual([115, 125, 135, 145, 155, 165]);
    expect(STATUS_CHECK_OFFSETS_S.filter((s) => s >= 175 && s < 235)).toEqual([175, 205]);
    expect(STATUS_CHECK_OFFSETS_S.filter((s) => s >= 235).slice(0, 3)).toEqual([235, 295, 355]);
    expect(STATUS_CHECK_OFFSETS_S.slice(-2)).toEqual([1195, 1200]);
  });

  it('gives the next check strictly after now, and null once it has run out', () => {
    const start = new Date('2026-11-25T00:00:00Z');
    const at = (s: number) => new Date(start.getTime() + s * 1000);
    expect(nextStatusCheckAt(start, start)).toEqual(at(25));
    expect(nextStatusCheckAt(start, at(25))).toEqual(at(28));
    expect(nextStatusCheckAt(start, at(56))).toEqual(at(61));
    expect(nextStatusCheckAt(start, at(1194))).toEqual(at(1195));
    expect(nextStatusCheckAt(start, at(1195))).toEqual(at(1200));
    expect(nextStatusCheckAt(start, at(1200))).toBeNull();
  });
});
