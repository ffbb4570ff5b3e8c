import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Cifra, log, rootDir } from './comun';

/** Issue 30: `.ci/run` (install, `npm test`, `npm run cluster`) in at most 20 minutes on a 2-core machine. */
const OBJETIVO_S = 20 * 60;

interface Tiempos {
  fecha?: string;
  commit?: string | null;
  completo?: boolean;
  total?: number;
  fases?: { fase: string; segundos: number; ok: boolean }[];
}

function leer(fichero: string): Tiempos | null {
  const ruta = join(rootDir, 'test-results', fichero);
  if (!existsSync(ruta)) return null;
  try {
    return JSON.parse(readFileSync(ruta, 'utf8')) as Tiempos;
  } catch {
    return null;
  }
}

const minutos = (s: number) => `${(s / 60).toFixed(1)} min`;

/**
 * The suite's time is not measured by the bench (it would take half an hour and fight the bench for the
 * CPU): `npm test` (scripts/test.mjs) and `.ci/run` write their last run's times to test-results/, and
 * this part reports them beside the target, with the date and commit they were taken on. Without a
 * recorded run the rows say so and judge nothing.
 */
export function tiemposSuite(): Cifra[] {
  log('\n== Tiempo de las pruebas (última ejecución registrada en test-results/) ==');
  const ci = leer('tiempos-ci.json');
  const npmTest = leer('tiempos-npm-test.json');
  const filas: Cifra[] = [];
  if (npmTest?.fases) {
    for (const f of npmTest.fases) log(`  ${f.fase.padEnd(10)} ${String(f.segundos).padStart(5)} s ${f.ok ? '' : 'FALLA'}`);
    log(`  npm test: ${npmTest.total} s, ${npmTest.fecha} (${npmTest.commit ?? '¿commit?'})`);
  }
  filas.push(
    ci?.total !== undefined
      ? {
          cifra: `.ci/run completo (${ci.fecha}, ${ci.commit})`,
          medido: minutos(ci.total),
          objetivo: `≤ ${minutos(OBJETIVO_S)}`,
          cumple: ci.total <= OBJETIVO_S,
        }
      : { cifra: '.ci/run completo', medido: 'sin ejecución registrada', objetivo: 'se informa', cumple: null },
  );
  filas.push(
    npmTest?.total !== undefined && npmTest.completo
      ? {
          cifra: `npm test (${npmTest.fecha}, ${npmTest.commit})`,
          medido: minutos(npmTest.total),
          objetivo: `≤ ${minutos(OBJETIVO_S)} con .ci/run`,
          cumple: npmTest.total <= OBJETIVO_S,
        }
      : { cifra: 'npm test', medido: 'sin ejecución completa registrada', objetivo: 'se informa', cumple: null },
  );
  return filas;
}
