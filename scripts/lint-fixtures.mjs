// Proves the layer rules of biome.json bite: writes a few throw-away files into
// the real folders (overrides match by path, so a scratch copy would prove
// nothing about this configuration), lints them in one biome run, and checks
// that each forbidden import fails with its reason and each allowed one passes.
// The files are always deleted, also when the run is interrupted.
//
// Why the feature fence in biome.json has one override per folder depth: a
// glob cannot say "another feature", but the depth of the importing file says
// how many `../` leave its feature (one from a feature's root file, two from
// components/, three from a folder below it…), so each depth forbids exactly
// that prefix and anything longer, and imports inside the feature stay free.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

// Substrings of the messages in biome.json (or the rule's own text).
const DB = 'Only *.repository.ts files import the database';
const ROUTES = 'a module never reaches back into the HTTP layer';
const FEATURES = 'Features never import each other';
const DEMO = 'the demo seed sits above the modules';
const DEMO_ROOT = 'gets its services from createServices';
const DEMO_HTTP = 'The demo seed calls services, never the HTTP layer';
const KEBAB = 'kebab-case';

const api = 'apps/api/src';
const feature = 'apps/web/src/features/ofertas';

/** `expect`: the diagnostics the file must carry ([] = must lint clean). */
const cases = [
  // A service reaching the database, and the routes, in one file: both restrictions hold at once.
  {
    file: `${api}/modules/ofertas/lint-fixture-drizzle.service.ts`,
    code: "import 'drizzle-orm';\nimport '../../routes/alumno/routes';\n",
    expect: [
      ['noRestrictedImports', DB],
      ['noRestrictedImports', ROUTES],
    ],
  },
  {
    file: `${api}/modules/ofertas/lint-fixture-schema.service.ts`,
    code: "import '../../db/schema/ofertas';\n",
    expect: [['noRestrictedImports', DB]],
  },
  { file: `${api}/lib/lint-fixture-db.ts`, code: "import '../db/client';\n", expect: [['noRestrictedImports', DB]] },
  {
    file: `${api}/modules/ofertas/lint-fixture-allowed.repository.ts`,
    code: "import 'drizzle-orm';\nimport '../../db/schema/ofertas';\n",
    expect: [],
  },
  { file: `${api}/lib/storage/lint-fixture-allowed.repository.ts`, code: "import '../../db/client';\n", expect: [] },
  // The demo seed: nothing below it (a service, a repository, db/, lib/) imports it…
  {
    file: `${api}/modules/ofertas/lint-fixture-demo.service.ts`,
    code: "import '../../demo/demo-content';\n",
    expect: [['noRestrictedImports', DEMO]],
  },
  {
    file: `${api}/modules/ofertas/lint-fixture-demo.repository.ts`,
    code: "import '../../demo/demo-seed-sql';\n",
    expect: [['noRestrictedImports', DEMO]],
  },
  { file: `${api}/db/lint-fixture-demo.ts`, code: "import '../demo/demo';\n", expect: [['noRestrictedImports', DEMO]] },
  {
    file: `${api}/lib/lint-fixture-demo.ts`,
    code: "import '../demo/data/empresas-demo';\n",
    expect: [['noRestrictedImports', DEMO]],
  },
  // …and it takes its services from createServices, not from a module's factory, nor through HTTP.
  {
    file: `${api}/demo/lint-fixture-factory.ts`,
    code: "import '../modules/cv/cv.module';\nimport '../routes/alumno/routes';\n",
    expect: [
      ['noRestrictedImports', DEMO_ROOT],
      ['noRestrictedImports', DEMO_HTTP],
    ],
  },
  {
    file: `${api}/demo/lint-fixture-allowed.ts`,
    code: "import '../services';\nimport '../db/client';\nimport '../modules/convenios/convenios.service';\n",
    expect: [],
  },
  // Another feature, from the feature's root, a subfolder, deeper, and by alias.
  {
    file: `${feature}/lint-fixture-cross.ts`,
    code: "import '../candidaturas/api/get-candidaturas';\n",
    expect: [['noRestrictedImports', FEATURES]],
  },
  {
    file: `${feature}/components/lint-fixture-cross.ts`,
    code: "import '../../candidaturas/api/get-candidaturas';\n",
    expect: [['noRestrictedImports', FEATURES]],
  },
  {
    file: `${feature}/components/lint-fixture-deep/cross.ts`,
    code: "import '../../../candidaturas/api/get-candidaturas';\n",
    expect: [['noRestrictedImports', FEATURES]],
  },
  {
    file: `${feature}/components/lint-fixture-alias.ts`,
    code: "import '@/features/candidaturas/api/get-candidaturas';\n",
    expect: [['noRestrictedImports', FEATURES]],
  },
  // The same feature, from each depth.
  { file: `${feature}/lint-fixture-allowed.ts`, code: "import './api/get-ofertas';\n", expect: [] },
  { file: `${feature}/components/lint-fixture-allowed.ts`, code: "import '../api/get-ofertas';\n", expect: [] },
  { file: `${feature}/components/lint-fixture-deep/allowed.ts`, code: "import '../../api/get-ofertas';\n", expect: [] },
  // File names.
  { file: 'apps/web/src/lib/lintFixtureName.ts', code: 'export const x = 1;\n', expect: [['useFilenamingConvention', KEBAB]] },
  { file: `${api}/lib/lint_fixture_name.ts`, code: 'export const x = 1;\n', expect: [['useFilenamingConvention', KEBAB]] },
  // An import cycle.
  {
    file: 'apps/web/src/lib/lint-fixture-cycle-a.ts',
    code: "import { b } from './lint-fixture-cycle-b';\nexport const a = () => b;\n",
    expect: [['noImportCycles', '']],
  },
  {
    file: 'apps/web/src/lib/lint-fixture-cycle-b.ts',
    code: "import { a } from './lint-fixture-cycle-a';\nexport const b = () => a;\n",
    expect: [['noImportCycles', '']],
  },
];

const written = [];
const createdDirs = [];

function cleanup() {
  for (const file of written.splice(0)) rmSync(join(root, file), { force: true });
  // Only folders this script created, and only if nobody has put a file in them meanwhile.
  for (const dir of createdDirs.splice(0).reverse()) {
    try {
      rmdirSync(dir);
    } catch {}
  }
}

function ensureDir(dir) {
  if (existsSync(dir)) return;
  ensureDir(dirname(dir));
  mkdirSync(dir);
  createdDirs.push(dir);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

/** One line of biome's GitHub reporter: `::error title=lint/x/rule,file=/abs/path,line=…::message`. */
function parse(line) {
  const m = /^::(\w+) title=([^,]+),file=([^,]+),[^:]*::(.*)$/.exec(line);
  if (!m) return null;
  return { severity: m[1], rule: m[2].split('/').pop(), file: relative(root, m[3]), message: m[4] };
}

let output;
try {
  for (const { file, code } of cases) {
    ensureDir(dirname(join(root, file)));
    writeFileSync(join(root, file), code, { flag: 'wx' }); // never overwrite a real file
    written.push(file);
  }
  const files = cases.map((c) => c.file);
  output = spawnSync('npx', ['biome', 'lint', '--reporter=github', '--max-diagnostics=none', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
} finally {
  cleanup();
}

const diagnostics = output.stdout.split('\n').map(parse).filter(Boolean);
const failures = [];
for (const { file, expect } of cases) {
  const found = diagnostics.filter((d) => d.file === file);
  for (const [rule, text] of expect) {
    const hit = found.find((d) => d.rule === rule && d.message.includes(text));
    if (!hit) failures.push(`${file}: se esperaba ${rule}${text ? ` («${text}»)` : ''}`);
    else if (hit.severity !== 'error') failures.push(`${file}: ${rule} no es un error`);
  }
  if (expect.length === 0 && found.length > 0) {
    failures.push(`${file}: debía pasar y biome dice: ${found.map((d) => `${d.rule}: ${d.message}`).join('; ')}`);
  }
}
if (output.status === 0) failures.push('biome terminó con éxito sobre importaciones prohibidas');

if (failures.length > 0) {
  process.stderr.write(`Las reglas de capas de biome.json no se cumplen:\n- ${failures.join('\n- ')}\n`);
  if (output.stderr) process.stderr.write(output.stderr);
  process.exit(1);
}
const forbidden = cases.filter((c) => c.expect.length > 0).length;
process.stdout.write(
  `lint-fixtures: ${cases.length} casos (${forbidden} prohibidos, ${cases.length - forbidden} permitidos) correctos.\n`,
);
