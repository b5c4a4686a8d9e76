// `npm run serve:prod`: the production topology on this machine (tools/prod/topology.mjs) from the
// production builds (`npm run build` first), at https://localhost:8443 by default.
// `npm run roll:prod`: the running topology's rolling restart, one API instance at a time (after
// a new `npm run build`, the instances start the new dist/api). Ctrl-C stops everything.
//
//   node tools/prod/serve-prod.mjs [--instances N] [--data DIR]
//   node tools/prod/serve-prod.mjs roll | status [--data DIR]
//
// The running topology listens for `roll` and `status` on a Unix socket in its data folder
// (only this machine's users with access to the folder can ask).
import http from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROD_DEFAULTS, startTopology } from './topology.mjs';

/**
 * @param {string[]} args
 * @param {string} flag
 */
const option = (args, flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);

/** @param {string} dataDir */
const controlSocket = (dataDir) => path.join(dataDir, 'control.sock');

/**
 * Asks the running topology (`roll`, `status`) and prints its answer.
 * @param {string} dataDir @param {'roll' | 'status'} command
 */
function ask(dataDir, command) {
  const socketPath = controlSocket(dataDir);
  if (!existsSync(socketPath)) {
    console.error(`No topology is running with its data in ${dataDir}: start it with npm run serve:prod`);
    process.exit(1);
  }
  const req = http.request({ socketPath, path: `/${command}`, method: command === 'roll' ? 'POST' : 'GET' }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => {
      console.log(body.trim());
      process.exit(res.statusCode === 200 ? 0 : 1);
    });
  });
  req.on('error', (error) => {
    console.error(`${socketPath}: ${error.message}`);
    process.exit(1);
  });
  req.end();
}

/** @param {string[]} args */
async function serve(args) {
  const dataDir = path.resolve(option(args, '--data') ?? PROD_DEFAULTS.dataDir);
  const instances = Number(option(args, '--instances') ?? PROD_DEFAULTS.instances);
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances takes a whole number, 1 or more');
  const log = (/** @type {string} */ line) => console.log(`[serve:prod] ${line}`);
  const topology = await startTopology({ instances, dataDir, log, echo: (line) => console.log(line) });

  /** @type {Promise<unknown> | undefined} */
  let rolling;
  const control = http.createServer(async (req, res) => {
    const answer = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(`${JSON.stringify(body, null, 2)}\n`);
    if (req.url === '/status')
      return answer(200, {
        origin: topology.origin,
        instances: topology.instances.map((i) => ({ name: i.name, port: i.port, pid: i.pid() })),
        rolling: Boolean(rolling),
      });
    if (req.url === '/roll' && req.method === 'POST') {
      if (rolling) return answer(409, { message: 'A rolling restart is already under way.' });
      rolling = topology.roll();
      try {
        return answer(200, await rolling);
      } catch (error) {
        return answer(500, { message: error instanceof Error ? error.message : String(error) });
      } finally {
        rolling = undefined;
      }
    }
    return answer(404, { message: 'roll (POST) or status' });
  });
  const socketPath = controlSocket(dataDir);
  rmSync(socketPath, { force: true });
  await new Promise((resolve) => control.listen(socketPath, () => resolve(undefined)));

  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, async () => {
      if (stopping) process.exit(1);
      stopping = true;
      log('stopping');
      control.close();
      await topology.stop();
      process.exit(0);
    });
  log(`ready: ${topology.origin} · rolling restart: npm run roll:prod · logs: ${topology.logDir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dataDir = path.resolve(option(args, '--data') ?? PROD_DEFAULTS.dataDir);
  if (args[0] === 'roll' || args[0] === 'status') ask(dataDir, args[0]);
  else
    await serve(args).catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
