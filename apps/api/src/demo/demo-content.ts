import type { Database } from '../db/client';
import { loadBrand } from '../modules/marca/brand-loader';
import { createServices, type Services } from '../services';
import { seedDemo } from './demo';
import { seedDemoBajas } from './demo-bajas';
import { seedDemoConvenios } from './demo-convenios';
import { seedDemoCv } from './demo-cv';
import { seedDemoEmpresas } from './demo-empresas';
import { seedDemoEncuestas } from './demo-encuestas';
import { seedDemoEventos } from './demo-eventos';
import { seedDemoGuias } from './demo-guias';
import { seedDemoOfertas } from './demo-ofertas';
import { seedDemoPendiente } from './demo-pendiente';
import { seedDemoPracticas } from './demo-practicas';
import { seedDemoProcesos } from './demo-procesos';
import { seedDemoAdhesionesProgramas, seedDemoProgramas } from './demo-programas';
import { seedDemoSolicitudes } from './demo-solicitudes';

/** The brand the demo content is written for: its flags allow every part of it. */
const MARCA_DEMO = 'demo';

/**
 * The demo content, on a migrated database with its reference data
 * (`prepareDatabase`): each part once per database (a marker row in
 * `ajustes`), through `services`, the object `createServices` returns, where
 * a service exists for it, and by SQL for the bulk rows no service writes.
 * Answers whether the demo people were created now.
 *
 * The content follows the demo brand's rules, whatever brand the portal runs:
 * another brand may switch off what part of it needs (aurora has no
 * agreements nor change requests, and does not ask for contact types). There
 * the seed goes through services of the demo brand, made by the same
 * composition root from the repository's brands/ and closed once it is done.
 */
export async function seedDemoContent(services: Services, database: Database): Promise<boolean> {
  if (services.brand.id === MARCA_DEMO) return sembrar(services, database);
  const demo = await createServices(database, { ...services.env, BRANDS_DIR: undefined }, loadBrand(MARCA_DEMO));
  try {
    return await sembrar(demo, database);
  } finally {
    await demo.intentos.cerrar();
  }
}

async function sembrar(services: Services, database: Database) {
  const demoSeeded = await seedDemo(services, database);
  // Before the offers, which name their programmes by urlAcceso.
  await seedDemoProgramas(services, database);
  await seedDemoOfertas(database);
  await seedDemoProcesos(database);
  // After the candidacies: the CVs build on the studies and flags they give the demo students.
  await seedDemoCv(services, database);
  // After the CVs: the programmes' conditions read the students' studies.
  await seedDemoAdhesionesProgramas(services, database);
  await seedDemoEmpresas(services, database);
  // After the company profiles: Levante's agreement is paid by direct debit with its profile's IBAN.
  await seedDemoConvenios(services, database);
  // After the programmes and company profiles: the interns, their paperwork and a change request.
  await seedDemoPracticas(services, database);
  // After the demo students and companies: proposals and education-centre requests (decision 021).
  await seedDemoSolicitudes(services, database);
  // Orientation guides with real PDFs, published through the guides service (decision 025).
  await seedDemoGuias(services, database);
  // Surveys with jumps through the surveys service; Marcos's is mandatory (decision 024).
  await seedDemoEncuestas(services, database);
  // After the demo students: six events, the full workshop's places and waiting list (decision 023).
  await seedDemoEventos(services, database);
  // Last, so the parts above keep their ids: a company's sign-up with two offers to validate, and an adhesion (issue 25).
  await seedDemoPendiente(services, database);
  // Last, so no other part sees her: a student's deregistration request waiting for the staff (issue 25).
  await seedDemoBajas(services, database);
  return demoSeeded;
}
