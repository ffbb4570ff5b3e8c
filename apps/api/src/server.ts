import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/setup';
import { demoAccounts } from './demo/demo';
import { seedDemoContent } from './demo/demo-content';
import { parseEnv } from './env';
import { comprobarArranqueProduccion } from './lib/arranque-produccion';
import { Latido } from './lib/latido';
import { arrancarTareas } from './lib/tareas-periodicas';
import { loadBrand } from './modules/marca/brand-loader';
import { createServices } from './services';

async function main() {
  const env = parseEnv(process.env);
  comprobarArranqueProduccion(process.env);
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(dataDir, 'pgdata') });
  const { applied } = await prepareDatabase(database);
  // The one set of services of this process (services.ts): the demo seed, the app and the mail worker use it.
  const services = await createServices(database, env, loadBrand(env.BRAND, env.BRANDS_DIR));
  const demoSeeded = env.SEED_DEMO ? await seedDemoContent(services, database) : false;
  // The mail worker's beat: /readyz takes this copy out of the balancer when the worker stops (decision 049).
  const latidoCorreo = new Latido();
  const app = await buildApp(services, { database, latidoCorreo });
  // Before listening: a production copy must not open with a staff account on the published demo password.
  await services.cuentasDemo.comprobarArranque();
  // Sends the mail outbox (decision 014); every copy runs one, their claims keep them apart.
  const outbox = services.crearWorkerCorreo({ latido: latidoCorreo });
  // On every copy; each job claims what it sends, so copies running together never send twice. The one list of
  // jobs (modules/tareas/tareas-periodicas.ts) is also what staff run now through POST /api/Gestion/tareas/…/ejecutar.
  const tareas = services.tareas.programadas();
  let periodicas: ReturnType<typeof arrancarTareas> | null = null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'cerrando');
    periodicas?.parar();
    await outbox.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  outbox.start({ log: app.log });
  periodicas = arrancarTareas(tareas, app.log);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite embebido en ${dataDir}`;
  const lines = [
    '',
    `Puente escuchando en http://localhost:${env.PORT}  ·  marca "${env.BRAND}"  ·  base de datos: ${where}`,
    applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Esquema al día',
    env.SMTP_URL
      ? `Correo por SMTP; enlaces a ${env.PUBLIC_URL}`
      : `Correo sin SMTP_URL: cada correo se guarda en ${resolve(dataDir, 'outbox')} y sus enlaces (a ${env.PUBLIC_URL}) salen en este registro`,
  ];
  if (env.SEED_DEMO) {
    lines.push(demoSeeded ? 'Datos de demostración creados. Cuentas:' : 'Cuentas de demostración:');
    for (const a of demoAccounts) lines.push(`  - ${a.rol}: ${a.usuario}  /  ${a.password}`);
    if (env.NODE_ENV === 'production') lines.push('Aviso: SEED_DEMO está activo; no lo uses en un despliegue real.');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\nNo se pudo arrancar Puente:\n${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
