/**
 * A FerretDB of one test file's own, for the specs that pause, kill and restart their database
 * (database-faults.spec.ts, place-order-faults.spec.ts): started through jest/ferretdb-process.mjs,
 * a helper process that takes the database (and its PostgreSQL) with it when it goes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface FaultDatabase {
  helper: ChildProcess;
  uri: string;
  port: number;
  /** FerretDB's process: SIGSTOP pauses it, SIGKILL kills it. */
  pid: number;
}

/** Starts one (on `port`, to come back where the app looks for it); rejects when it does not start. */
export function startDatabase(dataDir: string, port?: number): Promise<FaultDatabase> {
  const helper = fork(path.join(__dirname, '../../jest/ferretdb-process.mjs'), [], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    helper.once('error', reject);
    helper.once('exit', (code) => reject(new Error(`the FerretDB helper exited (${code}) before the database started`)));
    helper.once('message', (message: { uri?: string; port?: number; pid?: number; error?: string }) => {
      if (message.error || !message.uri || !message.port || !message.pid) {
        helper.kill();
        reject(new Error(`FerretDB did not start: ${message.error}`));
        return;
      }
      resolve({ helper, uri: message.uri, port: message.port, pid: message.pid });
    });
    helper.send({ cmd: 'start', dataDir, port });
  });
}

export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** How long the helper may take to stop its PostgreSQL before it is killed. */
const HELPER_EXIT_MS = 15_000;

/**
 * Kills the database (resumed first, should it be paused), then lets the helper go: it stops its
 * PostgreSQL as it exits. A helper killed outright left the cluster running, and the next start on
 * the same folder found it in use ("PostgreSQL exited at start-up"), a failure that came and went
 * with the machine's load. Never throws.
 */
export async function stopDatabase(db: FaultDatabase | undefined): Promise<void> {
  if (!db) return;
  signal(db.pid, 'SIGCONT');
  signal(db.pid, 'SIGKILL');
  const { helper } = db;
  if (helper.exitCode !== null || helper.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      helper.kill('SIGKILL');
      resolve();
    }, HELPER_EXIT_MS);
    helper.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (helper.connected) helper.disconnect();
    else helper.kill('SIGTERM');
  });
}
