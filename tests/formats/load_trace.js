// Loads a Trace Event JSON file with @tracerbench/trace-model (an independent loader) and prints
// what it modelled: per thread the slices' names, count and deepest nesting.
'use strict';
const fs = require('fs');
const { buildModel } = require('@tracerbench/trace-model');
const trace = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const model = buildModel(trace.traceEvents);
const threads = {};
for (const process of model.processes) {
  for (const thread of process.threads) {
    const slices = thread.events.filter((e) => e.ph === 'X' || e.ph === 'B');
    const depth = (e) => (e.parent === undefined ? 1 : 1 + depth(e.parent));
    threads[thread.id] = {
      name: thread.name,
      slices: slices.length,
      depth: slices.reduce((d, e) => Math.max(d, depth(e)), 0),
      names: [...new Set(slices.map((e) => e.name))].sort(),
      unnamed_ends: thread.events.filter((e) => e.ph === 'E' && !e.name).length,
    };
  }
}
const flows = model.events.filter((e) => e.ph === 's' || e.ph === 'f').length;
console.log(JSON.stringify({ threads, flows }));
