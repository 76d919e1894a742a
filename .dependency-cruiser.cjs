// Layer rules (docs/architecture.md): imports run one way, from the entry points at the top down to
// the domain at the bottom. `npm run lint` checks them.
const layers = {
  domain: '^src/domain/',
  config: '^src/config[.]ts$',
  runtime: '^src/runtime/',
  eventStore: '^src/eventStore/',
  presenters: '^src/presenters/',
  projections: '^src/projections/',
  useCases: '^src/(application|ingestion|watching)/',
  delivery: '^src/delivery/',
  processors: '^src/processors/',
  api: '^src/api/',
  portal: '^src/portal/',
  features: '^src/features/',
  services: '^src/services/',
  cli: '^src/cli/',
};

/**
 * What each layer may import besides itself and libraries: the layers listed before it in `layers`,
 * but for these exceptions. config is read by runtime, and reads only runtime/paths.ts of it.
 */
const below = (layer) => Object.keys(layers).slice(0, Object.keys(layers).indexOf(layer));
const allowed = {
  ...Object.fromEntries(Object.keys(layers).map((layer) => [layer, below(layer)])),
  config: ['domain', 'runtime/paths'],
  runtime: ['config'],
  eventStore: ['runtime'],
  presenters: ['domain'],
  processors: below('delivery'),
  api: below('processors'),
  portal: below('portal').filter((layer) => layer !== 'processors'),
  features: below('api'),
  cli: below('cli').filter((layer) => layer !== 'api'),
};

const pathOf = (name) => (name === 'runtime/paths' ? '^src/runtime/paths[.]ts$' : layers[name]);

module.exports = {
  forbidden: [
    ...Object.entries(allowed).map(([layer, may]) => ({
      name: `${layer}-imports-down-only`,
      comment: `${layer} may import only: ${may.join(', ') || 'itself'} (docs/architecture.md)`,
      severity: 'error',
      from: { path: layers[layer] },
      to: { path: '^src/', pathNot: [layers[layer], ...may.map(pathOf)] },
    })),
    {
      name: 'no-circular',
      comment: 'modules that import each other cannot be understood one at a time',
      severity: 'error',
      // revisionSummary.ts takes its one type from regulatoryEvent.ts, which calls it: a cycle of
      // types only, which swc cannot tell apart from a real one.
      from: { path: '^src/', pathNot: '^src/domain/revisionSummary[.]ts$' },
      to: { circular: true, viaNot: '^src/domain/revisionSummary[.]ts$' },
    },
    {
      name: 'no-orphans',
      comment: 'a module nothing imports is dead code, or an entry point that belongs in services/ or cli/',
      severity: 'error',
      from: { orphan: true, path: '^src/', pathNot: ['^src/cli/main[.]ts$', '^src/runtime/embeddedPostgresProcess[.]ts$', '[.]d[.]ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no compiler API for it to parse with: swc reads the sources, type-only imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
