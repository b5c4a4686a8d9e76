const { rspack } = require('@rspack/core');
const cfgFn = require(process.argv[2]);
const cfg = cfgFn({}, { mode: 'production' });
cfg.output.path = '/tmp/stats-out';
cfg.optimization.concatenateModules = false;
rspack(cfg).run((err, stats) => {
  const j = stats.toJson({ modules: true, chunks: true, chunkModules: true, nestedModules: true });
  const want = process.argv[3] || 'main';
  const by = {};
  for (const c of j.chunks) {
    if (!(c.names || []).includes(want) && !String(c.id).startsWith(want)) continue;
    const add = (m) => { if (m.modules && m.modules.length) return m.modules.forEach(add); const n = m.name || ''; let k = n.match(/node_modules\/((@[^/]+\/)?[^/]+)/); k = k ? k[1] : n.split('/').slice(0, 3).join('/'); by[k] = (by[k] || 0) + (m.size || 0); };
    (c.modules || []).forEach(add);
  }
  console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => k + ' ' + (v / 1024).toFixed(1)).join('\n'));
});
