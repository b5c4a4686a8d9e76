// One FerretDB for one test file (database-faults.spec.ts), driven by its parent over IPC:
// a CommonJS test under jest cannot import tools/ferretdb.mjs itself. The parent sends
// { cmd: 'start', dataDir, port? } and gets { uri, port, pid } or { error }. When the parent
// goes away (done, failed, killed), the database is killed with it: nothing is left running.
import { startFerretDB } from '../../tools/ferretdb.mjs';

let pid;

function killDatabase() {
  if (pid === undefined) return;
  for (const signal of ['SIGCONT', 'SIGKILL']) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
  pid = undefined;
}

process.on('message', async (message) => {
  if (message?.cmd !== 'start') return;
  try {
    const db = await startFerretDB({ dataDir: message.dataDir, port: message.port });
    pid = db.pid;
    process.send({ uri: db.uri, port: db.port, pid: db.pid });
  } catch (error) {
    process.send({ error: String(error) });
  }
});

process.on('disconnect', () => {
  killDatabase();
  process.exit(0);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    killDatabase();
    process.exit(0);
  });
}
