import type { Database } from './client';
import { migrate } from './migrate';
import { seedDemo } from './seed/demo';
import { seedDemoConvenios } from './seed/demo-convenios';
import { seedDemoCv } from './seed/demo-cv';
import { seedDemoEmpresas } from './seed/demo-empresas';
import { seedDemoEncuestas } from './seed/demo-encuestas';
import { seedDemoEventos } from './seed/demo-eventos';
import { seedDemoGuias } from './seed/demo-guias';
import { seedDemoOfertas } from './seed/demo-ofertas';
import { seedDemoPracticas } from './seed/demo-practicas';
import { seedDemoProcesos } from './seed/demo-procesos';
import { seedDemoAdhesionesProgramas, seedDemoProgramas } from './seed/demo-programas';
import { seedDemoSolicitudes } from './seed/demo-solicitudes';
import { seedDomain } from './seed/domain';

/** Brings a database to the current schema with its reference data, plus the demo content when asked. */
export async function prepareDatabase(database: Database, options: { demo: boolean }) {
  const applied = await migrate(database);
  await seedDomain(database);
  const demoSeeded = options.demo ? await seedDemo(database) : false;
  // Before the offers, which name their programmes by urlAcceso.
  if (options.demo) await seedDemoProgramas(database);
  if (options.demo) await seedDemoOfertas(database);
  if (options.demo) await seedDemoProcesos(database);
  // After the candidacies: the CVs build on the studies and flags they give the demo students.
  if (options.demo) await seedDemoCv(database);
  // After the CVs: the programmes' conditions read the students' studies.
  if (options.demo) await seedDemoAdhesionesProgramas(database);
  if (options.demo) await seedDemoEmpresas(database);
  // After the company profiles: Levante's agreement is paid by direct debit with its profile's IBAN.
  if (options.demo) await seedDemoConvenios(database);
  // After the programmes and company profiles: the interns, their paperwork and a change request.
  if (options.demo) await seedDemoPracticas(database);
  // After the demo students and companies: proposals and education-centre requests (decision 021).
  if (options.demo) await seedDemoSolicitudes(database);
  // Orientation guides with real PDFs, published through the guides service (decision 025).
  if (options.demo) await seedDemoGuias(database);
  // Surveys with jumps through the surveys service; Marcos's is mandatory (decision 024).
  if (options.demo) await seedDemoEncuestas(database);
  // After the demo students: six events, the full workshop's places and waiting list (decision 023).
  if (options.demo) await seedDemoEventos(database);
  return { applied, demoSeeded };
}
