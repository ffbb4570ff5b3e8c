// `npm run claves:rotar [-- --datos]` (decision 051): with the new master key in ENCRYPTION_KEY and the one it
// replaces in ENCRYPTION_KEYS_PREVIOUS, re-wraps every data key under the new one; `--datos` also re-encrypts
// every IBAN and NSS under a fresh data key. The same DATABASE_URL / DATA_DIR as the API; on the embedded
// database, with the API stopped (PGlite is one process's).
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/client';
import { transactional } from '../src/db/transactional';
import { parseEnv } from '../src/env';
import { ClavesDatosRepository } from '../src/lib/cifrado/claves-datos.repository';
import { clavesDelEntorno } from '../src/lib/cifrado/claves-maestras';
import { rotarClaves } from '../src/lib/cifrado/rotacion';

const USO = 'Uso: npm run claves:rotar [-- --datos]';

async function main(args: string[]) {
  const desconocidos = args.filter((a) => a !== '--datos');
  if (desconocidos.length > 0) throw new Error(`Opción desconocida: ${desconocidos.join(' ')}\n${USO}`);
  const env = parseEnv(process.env);
  const claves = clavesDelEntorno(env, (l) => process.stdout.write(`${l}\n`));
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'pgdata') },
  );
  try {
    const [tabla] = await database.query<{ existe: boolean }>("SELECT to_regclass('claves_datos') IS NOT NULL AS existe");
    if (!tabla?.existe) throw new Error('La base de datos no tiene aún la migración 0047: arranca la API una vez antes de rotar');
    const { db, withTransaction } = transactional(database.db);
    const informe = await rotarClaves(new ClavesDatosRepository(db), withTransaction, claves, {
      datos: args.includes('--datos'),
    });
    const lineas = [
      `Clave maestra actual: «${informe.claveMaestra}»`,
      `Claves de datos envueltas de nuevo: ${informe.reenvueltas} (ya lo estaban: ${informe.yaEnvueltas})`,
    ];
    if (informe.valores) {
      lineas.push(`Valores cifrados de nuevo con la clave de datos ${informe.claveDatos}:`);
      for (const [lugar, n] of Object.entries(informe.valores)) lineas.push(`  ${lugar}: ${n}`);
    }
    lineas.push(
      claves.anteriores.length > 0 ? 'Listo: ENCRYPTION_KEYS_PREVIOUS ya no hace falta; quítala y reinicia la API.' : 'Listo.',
    );
    process.stdout.write(`${lineas.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
