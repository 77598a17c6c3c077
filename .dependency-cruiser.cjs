/**
 * The layers of the code, stated once and enforced by `npm run lint` (dependency-cruiser).
 * docs/architecture.md draws the same picture; docs/decisions/042-server-layers.md says why.
 *
 * Server (apps/server/src), lowest layer first: a file imports its own layer or a lower one,
 * never a higher one. No import cycle, between files or between folders.
 * Tests, test fixtures (`*.fixtures.ts`) and apps/server/test, scripts, bench sit above every
 * layer: they may import anything, and nothing in src imports them.
 */
const SERVER = '^apps/server/src/';

/** Lowest first. `path` is relative to apps/server/src. */
const SERVER_LAYERS = [
  { name: 'lib', paths: ['lib/'], about: 'pure helpers: import nothing else of the server' },
  { name: 'data', paths: ['db/', 'storage/'], about: 'the database (schema, client) and file storage' },
  { name: 'config', paths: ['config\\.ts$'], about: 'the settings read from the environment' },
  { name: 'infra', paths: ['infra/'], about: 'what runs on the database: jobs, outbox, events, limit stores, uploads' },
  {
    name: 'policies',
    paths: ['policies/'],
    about: 'authorization: the role table, each rule in TypeScript and in SQL',
  },
  {
    name: 'plugins',
    paths: ['plugins/'],
    about: 'Fastify plugins the routes use (current user, errors, write limits)',
  },
  { name: 'modules', paths: ['modules/'], about: 'features: routes, services, presenters' },
  { name: 'edge', paths: ['realtime/', 'api\\.ts$'], about: 'Socket.IO and the list of HTTP routes' },
  {
    name: 'app',
    paths: ['services\\.ts$', 'app\\.ts$', 'server\\.ts$', 'openapi-document\\.ts$', 'seed/', 'ops/'],
    about: 'the composition root: builds the services and the app, starts the server; seed and operations',
  },
];

/**
 * Imports that still climb a layer, each named with its reason (`{ from, to, why }`, paths relative
 * to apps/server/src). Empty today; the list only shrinks, and a new entry needs a decision record.
 */
const KNOWN_EXCEPTIONS = [];

/**
 * Folders that still import each other outside the server (the server has none). Known, not yet
 * mended: the web's components/ and lib/ (2 folders), the shared package's questions/ and
 * schemas/ (2 folders).
 */
const KNOWN_FOLDER_CYCLES = ['^apps/web/src/(components|lib)$', '^packages/shared/src/(questions|schemas)$'];

/**
 * Modules (apps/server/src/modules/<name>/) import each other in one direction only (no cycle
 * between module folders), and only through the other module's public entry, its index.ts.
 */
const WEB = '^apps/web/src/';

const layerPath = (layer) => layer.paths.map((p) => SERVER + p);
const exceptionsFrom = KNOWN_EXCEPTIONS.map((e) => SERVER + e.from.replaceAll('.', '\\.') + '$');

/** One rule per layer: nothing in it imports a layer above it (known exceptions apart). */
const layerRules = SERVER_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.name}`,
  severity: 'error',
  comment: `${layer.name} (${layer.about}) imports only its own layer or a lower one`,
  from: { path: layerPath(layer), pathNot: exceptionsFrom },
  to: { path: SERVER_LAYERS.slice(i + 1).flatMap(layerPath) },
}));

/** A known exception's file may import what is listed for it, and nothing else above its layer. */
const exceptionRules = KNOWN_EXCEPTIONS.map((e) => {
  const index = SERVER_LAYERS.findIndex((layer) =>
    layerPath(layer).some((p) => new RegExp(p).test(SERVER.slice(1) + e.from)),
  );
  const allowed = KNOWN_EXCEPTIONS.filter((o) => o.from === e.from).map(
    (o) => SERVER + o.to.replaceAll('.', '\\.') + '$',
  );
  return {
    name: `layer-exception-${e.from}`,
    severity: 'error',
    comment: e.why,
    from: { path: SERVER + e.from.replaceAll('.', '\\.') + '$' },
    to: { path: SERVER_LAYERS.slice(index + 1).flatMap(layerPath), pathNot: allowed },
  };
});

const MODULE_ENTRY = `${SERVER}modules/[^/]+/index\\.[jt]s$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'No file imports itself through others: break the cycle at its cause (move what both need lower).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'No folder (a module, a layer) imports itself through others.',
      scope: 'folder',
      from: { pathNot: KNOWN_FOLDER_CYCLES },
      to: { circular: true },
    },
    ...layerRules,
    ...exceptionRules,
    {
      name: 'module-public-entry',
      severity: 'error',
      comment: 'A module imports another module only through its index.ts (its public entry).',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, MODULE_ENTRY] },
    },
    {
      name: 'server-src-not-tests',
      severity: 'error',
      comment: 'Server code never imports tests, fixtures, test helpers or scripts.',
      from: { path: SERVER, pathNot: '\\.(test|fixtures)\\.ts$' },
      to: { path: ['\\.(test|fixtures)\\.ts$', '^apps/server/(test|scripts|bench|scale-out)/'] },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared imports neither the server nor the web app.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-alone',
      severity: 'error',
      comment: 'A web feature never imports another feature; src/app combines them.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.tsx?$', '\\.fixtures\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
