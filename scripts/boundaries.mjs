// Checks the boundaries of docs/architecture.md ("Boundaries"). The web app: the rules of
// apps/web/.dependency-cruiser.cjs, and `no-cycle-between-web-features`, which dependency-cruiser
// cannot say by itself (it finds cycles between modules or between folders; a feature is several
// folders). The API: the rules of apps/api/.dependency-cruiser.cjs (one public entry per module, no
// cycle between modules). Run by `npm run lint`; `--no-cache` cruises everything again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** Cruises `roots` of one app with its own configuration; the result's JSON. */
async function cruiseApp(app, roots) {
  const dir = fileURLToPath(new URL(`../apps/${app}/`, import.meta.url));
  process.chdir(dir);
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  if (!process.argv.includes('--no-cache')) {
    // Kept under node_modules (ignored by git); files are compared by content, so a changed file is
    // cruised again whatever git says.
    options.cache = { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' };
  }
  const tsConfig = extractTSConfig(path.join(dir, 'tsconfig.json'));
  const { output } = await cruise(roots, { ...options, outputType: 'json' }, {}, { tsConfig });
  return typeof output === 'string' ? JSON.parse(output) : output;
}

// Only what the rules are about: the features, and the two layers that must not import them. What
// these import (the route names, …) is cruised too, as it is followed.
const ROOTS = ['src/features', 'src/lib', 'src/ui'];
const FEATURE = /^src\/features\/([^/]+)\//;

const result = await cruiseApp('web', ROOTS);

// 1. The rules of the configuration.
const ruleReport = await format(result, { outputType: 'err' });
const ruleErrors = result.summary.error;

// 2. Features without cycles: the graph whose nodes are the features, with an edge from one to another
// when any file of the first imports (types included) any file of the second. Since src/lib and src/ui
// import no feature and features import no page, every cycle between features is made of such edges.
/** The graph whose nodes are the groups `pattern` names (its first capture), with the files behind each edge. */
function graphOf(cruised, pattern) {
  const graph = new Map(); // group → Map(group → ["file → file", …])
  for (const module of cruised.modules) {
    const from = pattern.exec(module.source)?.[1];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = pattern.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const files = graph.get(from).get(to) ?? [];
      files.push(`${module.source} → ${dependency.resolved}`);
      graph.get(from).set(to, files);
    }
  }
  return graph;
}
const edges = graphOf(result, FEATURE);

/** Strongly connected components of more than one node (Tarjan): each holds at least one cycle. */
function cycles(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest cycle through the nodes of a component (breadth-first from each of them). */
function shortestCycle(edges, component) {
  const members = new Set(component);
  let best = null;
  for (const start of component) {
    const previous = new Map([[start, null]]);
    const queue = [start];
    let closing = null;
    while (queue.length > 0 && !closing) {
      const node = queue.shift();
      for (const target of edges.get(node)?.keys() ?? []) {
        if (!members.has(target)) continue;
        if (target === start) {
          closing = node;
          break;
        }
        if (previous.has(target)) continue;
        previous.set(target, node);
        queue.push(target);
      }
    }
    if (!closing) continue;
    const path = [start];
    for (let node = closing; node !== start; node = previous.get(node)) path.splice(1, 0, node);
    if (!best || path.length < best.length) best = path;
  }
  return best;
}

/** Prints each cycle of `edges` under `rule`: a shortest loop, and the imports making each step. */
function reportCycles(rule, edges, found) {
  for (const component of found) {
    const cycle = shortestCycle(edges, component);
    console.log(`\n  error ${rule}: ${[...cycle, cycle[0]].join(' → ')}`);
    cycle.forEach((from, position) => {
      const to = cycle[(position + 1) % cycle.length];
      console.log(`    ${from} → ${to}`);
      for (const file of edges.get(from).get(to)) console.log(`      ${file}`);
    });
    if (component.length > cycle.length) {
      console.log(
        `    (the same knot takes in ${component.filter((f) => !cycle.includes(f)).join(', ')}: run again once this cycle is broken)`,
      );
    }
  }
}

const featureCycles = cycles(edges);
if (ruleErrors > 0) process.stdout.write(ruleReport.output);
reportCycles('no-cycle-between-web-features', edges, featureCycles);
if (featureCycles.length > 0) {
  console.log(
    '\n  Features form a graph without cycles: keep one direction. Move what both need to the lower one,' +
      '\n  to src/lib (shared query keys: src/lib/query-keys.ts) or src/ui, or let the page pass the' +
      '\n  component as a prop (docs/architecture.md, "Boundaries").\n',
  );
}

// 3. The API: one public entry per module, no cycle (apps/api/.dependency-cruiser.cjs), and no cycle in the
// graph of the modules, found as for the features: a module whose index does not re-export the file
// that imports back makes no cycle of files, but still a cycle of modules.
const api = await cruiseApp('api', ['src']);
const apiErrors = api.summary.error;
const moduleEdges = graphOf(api, /^src\/modules\/([^/]+)\//);
const moduleCycles = cycles(moduleEdges);
if (apiErrors > 0) process.stdout.write((await format(api, { outputType: 'err' })).output);
reportCycles('no-cycle-between-api-modules', moduleEdges, moduleCycles);
if (apiErrors > 0 || moduleCycles.length > 0) {
  console.log(
    '\n  API modules are reached through their index.ts and import each other without cycles: export what' +
      '\n  is shared from the index, move a helper many modules use to apps/api/src/lib (or src/db), keep one' +
      '\n  direction (docs/architecture.md, "Boundaries").\n',
  );
}

const failed = ruleErrors > 0 || featureCycles.length > 0 || apiErrors > 0 || moduleCycles.length > 0;
if (failed) process.exit(1);
console.log(
  `boundaries: web ${result.summary.totalCruised} modules, ${edges.size} importing features, no cycle;` +
    ` api ${api.summary.totalCruised} modules, ${moduleEdges.size} importing modules, no cycle; no rule broken`,
);
