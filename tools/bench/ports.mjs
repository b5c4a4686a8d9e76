// The bench uses the contract ports (tools/ports.json); it refuses to start if any is taken.
import net from 'node:net';

/** @param {number} port @param {string} host @returns {Promise<boolean>} */
const answers = (port, host) =>
  new Promise((resolve) => {
    const sock = net.connect({ port, host });
    /** @param {boolean} v */
    const done = (v) => {
      sock.destroy();
      resolve(v);
    };
    sock.setTimeout(500, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });

/** @param {number} port @returns {Promise<boolean>} */
const canListen = (port) =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * Ports among `ports` that something already uses (on 127.0.0.1 or ::1, as `localhost` may be either).
 * @param {number[]} ports
 */
export async function takenPorts(ports) {
  /** @type {number[]} */
  const taken = [];
  for (const port of ports) {
    if ((await answers(port, '127.0.0.1')) || (await answers(port, '::1')) || !(await canListen(port))) taken.push(port);
  }
  return taken;
}
