import crypto from 'node:crypto';
import { AppConfig } from '../../config';
import { AdminCredentialsService } from './admin-credentials.service';

const config = new AppConfig({
  nodeEnv: 'test',
  port: 3000,
  mongodbUri: 'mongodb://127.0.0.1:27017/unit',
  jwtSecret: 'x'.repeat(32),
  admin: { email: 'Boss@Example.com', password: 's3cret pass', secret: 'the-admin-secret' },
  adminTokenTtl: '2h',
  logLevel: 'silent',
});
const right = { secret: 'the-admin-secret', email: 'boss@example.com', password: 's3cret pass' };

describe('AdminCredentialsService (constant-time admin check)', () => {
  const credentials = new AdminCredentialsService(config);

  afterEach(() => jest.restoreAllMocks());

  it('accepts the configured secret, email (any case, trimmed) and password', async () => {
    expect(await credentials.matches(right)).toBe(true);
    expect(await credentials.matches({ ...right, email: '  BOSS@example.COM ' })).toBe(true);
  });

  it.each([
    ['secret', { secret: 'the-admin-secreT' }],
    ['secret (prefix)', { secret: 'the-admin' }],
    ['email', { email: 'boss@example.org' }],
    ['password', { password: 's3cret pas' }],
    ['password (case)', { password: 'S3cret pass' }],
    ['password (trailing space)', { password: 's3cret pass ' }],
    ['everything', { secret: 'a', email: 'b', password: 'c' }],
  ])('refuses a wrong %s', async (_label, change) => {
    expect(await credentials.matches({ ...right, ...change })).toBe(false);
  });

  it('does not keep the configured password, secret or email in clear', () => {
    const kept = JSON.stringify(Object.values(credentials as unknown as Record<string, unknown>).map(String));
    expect(kept).not.toContain('s3cret pass');
    expect(kept).not.toContain('the-admin-secret');
  });

  it('always runs all three fixed-length comparisons, even when the first part is wrong', async () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    await credentials.matches({ secret: 'wrong', email: 'wrong', password: 'wrong' });
    expect(spy).toHaveBeenCalledTimes(3);
    for (const [a, b] of spy.mock.calls) {
      expect((a as Buffer).length).toBe((b as Buffer).length);
    }
  });

  it('hashes the attempt with scrypt, whatever its length (no early exit on length)', async () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    await credentials.matches({ ...right, password: 'p'.repeat(10_000), secret: '' });
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
