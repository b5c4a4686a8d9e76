import { DEFAULT_DATABASE_TIMEOUTS } from './app-config';
import { validateEnv } from './env.validation';

const URI = 'mongodb://127.0.0.1:27017/chowk';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    validateEnv(env);
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\s+- /, ''));
  }
  throw new Error('validateEnv accepted the environment');
}

describe('validateEnv: DB_* timeouts', () => {
  it('defaults: a fault is answered within a few seconds', () => {
    expect(validateEnv({ MONGODB_URI: URI }).config.database).toEqual({
      serverSelectionMs: 2_000,
      connectMs: 2_000,
      socketMs: 10_000,
      queryMs: 3_000,
      heartbeatMs: 5_000,
    });
    expect(DEFAULT_DATABASE_TIMEOUTS.queryMs).toBeLessThan(5_000);
  });

  it('reads each variable, trimmed; blank counts as unset', () => {
    const { config } = validateEnv({
      MONGODB_URI: URI,
      DB_SERVER_SELECTION_TIMEOUT_MS: ' 1500 ',
      DB_CONNECT_TIMEOUT_MS: '2500',
      DB_SOCKET_TIMEOUT_MS: '20000',
      DB_QUERY_TIMEOUT_MS: '4000',
      DB_HEARTBEAT_FREQUENCY_MS: '',
    });
    expect(config.database).toEqual({
      serverSelectionMs: 1_500,
      connectMs: 2_500,
      socketMs: 20_000,
      queryMs: 4_000,
      heartbeatMs: DEFAULT_DATABASE_TIMEOUTS.heartbeatMs,
    });
  });

  it('refuses what is not a whole number of milliseconds between 500 and 300000, naming every variable', () => {
    expect(
      problems({
        MONGODB_URI: URI,
        DB_SERVER_SELECTION_TIMEOUT_MS: 'soon',
        DB_CONNECT_TIMEOUT_MS: '2.5',
        DB_SOCKET_TIMEOUT_MS: '300001',
        DB_QUERY_TIMEOUT_MS: '0',
        DB_HEARTBEAT_FREQUENCY_MS: '-1',
      }),
    ).toEqual(
      [
        'DB_SERVER_SELECTION_TIMEOUT_MS',
        'DB_CONNECT_TIMEOUT_MS',
        'DB_SOCKET_TIMEOUT_MS',
        'DB_QUERY_TIMEOUT_MS',
        'DB_HEARTBEAT_FREQUENCY_MS',
      ].map((name) => `${name} must be a number of milliseconds between 500 and 300000`),
    );
  });

  it('refuses a socket timeout that would cut a read before the server stops it', () => {
    expect(problems({ MONGODB_URI: URI, DB_SOCKET_TIMEOUT_MS: '3000', DB_QUERY_TIMEOUT_MS: '3000' })).toEqual([
      'DB_SOCKET_TIMEOUT_MS must be greater than DB_QUERY_TIMEOUT_MS',
    ]);
  });
});
