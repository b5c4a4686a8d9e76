// The production topology under load and faults (issue 23), the benchmark's part: the whole
// topology from dist/ (FerretDB, Redis, 2 API instances supervised, Caddy on HTTPS) on free ports
// and a throwaway folder, then the proofs of tools/prod/proofs.mjs at the benchmark's length
// (30 s of orders per run): an instance SIGKILLed half way, a rolling restart, open shop screens
// across both, and twenty desks in one Chromium over HTTP/2. Its targets are the proofs' own
// (proofFailures), so the bench and the test (tools/prod/topology.e2e.mjs) pass on one definition.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeTopologyPorts, proofFailures, runKillProof, runRollProof, runTabsProof } from '../prod/proofs.mjs';
import { startTopology } from '../prod/topology.mjs';
import { statusText } from './support.mjs';

export const TOPOLOGY_BENCH_DEFAULTS = { instances: 2, customers: 50, durationSec: 30, screens: 5, tabs: 20 };

/** @typedef {import('../prod/proofs.mjs').KillProof} KillProof */
/** @typedef {import('../prod/proofs.mjs').RollProof} RollProof */
/** @typedef {import('../prod/proofs.mjs').TabsProof} TabsProof */

/**
 * @typedef {object} TopologyBench
 * @property {number} instances
 * @property {number} customers
 * @property {number} durationSec
 * @property {KillProof} kill
 * @property {RollProof} roll
 * @property {TabsProof} tabs
 */

/**
 * Starts the topology (stopped by the caller's `onCleanup`) and runs the three proofs on it.
 * @param {object} o
 * @param {(fn: () => unknown) => void} o.onCleanup
 * @param {(message: string) => void} [o.log]
 * @param {number} [o.instances]
 * @param {number} [o.customers]
 * @param {number} [o.durationSec]
 * @param {number} [o.screens]
 * @param {number} [o.tabs]
 * @returns {Promise<TopologyBench>}
 */
export async function benchTopology({ onCleanup, log = () => undefined, ...asked }) {
  const { instances, customers, durationSec, screens, tabs } = { ...TOPOLOGY_BENCH_DEFAULTS, ...asked };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-bench-topology-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the topology: FerretDB, Redis, ${instances} API instances, Caddy (HTTPS, HTTP/2) in ${dataDir}`);
  const topology = await startTopology({
    instances,
    dataDir,
    ports: await freeTopologyPorts(instances),
    // A fresh database and the local stand-ins: nothing of this shell's environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    log,
  });
  onCleanup(() => topology.stop());
  const kill = await runKillProof(topology, { customers, durationSec, screens, log });
  const roll = await runRollProof(topology, { customers, durationSec, screens, log });
  const tabsRun = await runTabsProof(topology, { tabs, log });
  return { instances, customers, durationSec, kill, roll, tabs: tabsRun };
}

/**
 * One target per proof: passed when proofFailures() finds nothing, else what it found.
 * @param {TopologyBench} r
 * @returns {{ name: string, limit: string, value: string, pass: boolean }[]}
 */
export function topologyTargets(r) {
  /** @type {[string, string, KillProof | RollProof | TabsProof][]} */
  const proofs = [
    ['Topology: an API instance SIGKILLed under load', '0 lost, 0 doubled, every event on every screen', r.kill],
    ['Topology: a rolling restart under load', '0 failed requests, 0 lost, 0 doubled, every event', r.roll],
    [`Topology: ${r.tabs.tabs} desks in one Chromium`, 'every stream open at once over h2, pages load', r.tabs],
  ];
  return proofs.map(([name, limit, proof]) => {
    const failures = proofFailures(proof);
    return { name, limit, value: failures.length ? failures.join('; ') : 'held', pass: failures.length === 0 };
  });
}

/** @param {KillProof | RollProof} run */
const runLines = (run) => {
  const { load, check, streams } = run;
  return [
    `${load.acknowledged} acknowledged, ${load.ordersPerSec} orders/s; all answers p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms; acknowledged p50 ${load.ackLatencyMs.p50} ms, p99 ${load.ackLatencyMs.p99} ms`,
    `answers: ${statusText(load.statuses)}; failed attempts ${run.failed.count}, retried orders ${load.retriedKeys}, unanswered ${load.unanswered}`,
    ...run.failed.first
      .slice(0, 5)
      .map((f) => `  failed at ${(f.atMs / 1000).toFixed(2)} s: ${f.status}${f.error ? ` (${f.error})` : ''}`),
    `database: ${check.ordersInDb} orders; lost ${check.lost}, duplicated ${check.duplicated}, answered with another ${check.mismatched}, order numbers twice ${check.duplicateNumbers}, placed without an answer ${check.placedUnanswered}`,
    `${streams.screens} screens: ${streams.expected - streams.missed}/${streams.expected} order events shown (missed ${streams.missed}); ${streams.delivered} delivered raw, ${streams.unique} once kept (by _id and updated_at): ${streams.duplicates} twice without a catch-up, ${streams.replayed} replayed by a catch-up; ${streams.reconnects} reconnects${Object.keys(streams.refused).length ? ` (refused: ${statusText(streams.refused)})` : ''}; acknowledgement → event p50 ${streams.latencyMs.p50} ms, p99 ${streams.latencyMs.p99} ms`,
  ];
};

/**
 * The section of the printed report.
 * @param {TopologyBench} r
 * @returns {string[]}
 */
export function topologyReportLines(r) {
  const { kill, roll, tabs } = r;
  return [
    `${r.instances} API instances behind Caddy (HTTPS), ${r.customers} customers × ${r.durationSec} s per run, each ordering again about 4 s after an answer (PROOF_DEFAULTS.thinkMs), retrying with its Idempotency-Key`,
    `kill: ${kill.fault.instance} SIGKILLed at ${kill.fault.killedAtSec} s, answering again ${kill.fault.backMs === null ? 'never' : `${(kill.fault.backMs / 1000).toFixed(1)} s`} later`,
    ...runLines(kill).map((l) => `      ${l}`),
    `roll: ${roll.roll.restarted} instances restarted one at a time from ${roll.roll.startedAtSec} s to ${roll.roll.endedAtSec} s (${roll.roll.ms} ms; ${roll.roll.steps.map((s) => `${s.name} out of the pool ${s.outMs ?? '?'} ms`).join(', ')})`,
    ...runLines(roll).map((l) => `      ${l}`),
    `tabs: ${tabs.live}/${tabs.tabs} desks live in ${tabs.openMs} ms; ${tabs.openAtOnce} streams open at once over ${tabs.protocols.join(', ')} on ${tabs.connections} connection(s); documents over ${tabs.navigationProtocols.join(', ')}`,
    `      beside them: ${tabs.pages.map((p) => `${p.path}${p.signedIn ? '' : ' (guest)'} ${p.ms === null ? 'NOT usable' : `${p.ms} ms`}`).join(', ')}`,
    `      a new order (${tabs.liveOrder.orderId}) on ${tabs.liveOrder.shownOn}/${tabs.live} desks, the last after ${tabs.liveOrder.slowestMs ?? '–'} ms`,
  ];
}

/**
 * The tables for docs/benchmarks.md.
 * @param {TopologyBench} r
 * @returns {string[]}
 */
export function topologyMarkdown(r) {
  const row = (/** @type {string} */ name, /** @type {KillProof | RollProof} */ run) =>
    `| ${name} | ${run.load.acknowledged} | ${run.load.ordersPerSec} | ${run.load.latencyMs.p50} ms | ${run.load.latencyMs.p99} ms | ${run.load.ackLatencyMs.p99} ms | ${run.failed.count} | ${run.load.retriedKeys} | ${run.check.lost} | ${run.check.duplicated + run.check.duplicateNumbers} | ${run.streams.missed}/${run.streams.expected} | ${run.streams.duplicates} (${run.streams.replayed} replayed) |`;
  const { tabs } = r;
  return [
    `| Production topology (${r.instances} instances behind Caddy, HTTPS; ${r.customers} customers × ${r.durationSec} s) | acknowledged | orders/s | p50 | p99 | p99 acknowledged | failed attempts | retried | lost | duplicated | events missed | events twice |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row(
      `${r.kill.fault.instance} SIGKILLed at ${r.kill.fault.killedAtSec} s (back after ${r.kill.fault.backMs === null ? '–' : `${(r.kill.fault.backMs / 1000).toFixed(1)} s`})`,
      r.kill,
    ),
    row(`rolling restart, ${r.roll.roll.restarted} instances in ${(r.roll.roll.ms / 1000).toFixed(1)} s`, r.roll),
    '',
    `| ${tabs.tabs} desks in one Chromium | live | streams open at once | protocol | connections | ${tabs.pages.map((p) => `\`${p.path}\``).join(' | ')} | new order on |`,
    `|---|---:|---:|---:|---:|${tabs.pages.map(() => '---:').join('|')}|---:|`,
    `| \`/shop/orders\` × ${tabs.tabs} | ${tabs.live} | ${tabs.openAtOnce} | ${tabs.protocols.join(', ')} | ${tabs.connections} | ${tabs.pages.map((p) => (p.ms === null ? '–' : `${p.ms} ms`)).join(' | ')} | ${tabs.liveOrder.shownOn}/${tabs.live} |`,
  ];
}
