import { cuentaFacturacionInput, solicitudConvenioInput } from '@puente/contract/convenios';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import { pdfSencillo } from '../lib/pdf/pdf';
import { referenciaDe } from '../modules/convenios/convenios-comun';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const contacto = (id: number, idEmpresa: number, nombre: string, apellidos: string): Caller =>
  llamanteSemilla({ tipo: 'empresa', id, idEmpresa, nombre, apellidos });

/** A small real PDF standing for the scan of the signed agreement (the demo has no signature to scan). */
const copiaFirmada = (referencia: string, firmante: string, entidad: string) =>
  pdfSencillo({
    titulo: `Convenio de cooperación educativa n.º ${referencia}`,
    parrafos: [`Copia firmada por ${firmante} en nombre de ${entidad}.`],
    nota: 'Documento de demostración: ocupa el lugar del convenio firmado y escaneado.',
  });

/**
 * The demo companies' agreements, made through the agreements service like
 * the browser makes them (checked, stored through lib/storage, audited), once
 * per database (marker in `ajustes`). Runs after demo-empresas, whose profile
 * gives Levante its IBAN.
 *
 * Levante Tech: a fiscal account, an agreement signed digitally and paid by
 * direct debit with the profile's IBAN, and its signed copy uploaded, so staff
 * find one agreement awaiting validation. Meseta Industrial: a fiscal account
 * with invoices by post, an agreement on paper, paid by transfer with an
 * annual purchase order, not yet signed.
 */
export async function seedDemoConvenios({ convenios }: Pick<Services, 'convenios'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_convenios'");
  if (done.length > 0) return;
  const miembros = await database.query<{ id_contacto: number; nick: string; id_empresa: number; cif: string }>(
    `SELECT c.id AS id_contacto, c.nick, e.id AS id_empresa, e.cif
     FROM contactos_empresa c JOIN contacto_empresas ce ON ce.id_contacto = c.id JOIN empresas e ON e.id = ce.id_empresa
     WHERE (c.nick, e.cif) IN (('seleccion.demo', 'B12345674'), ('rrhh.demo', 'A58818501'))`,
  );
  const levante = miembros.find((m) => m.cif === 'B12345674');
  const meseta = miembros.find((m) => m.cif === 'A58818501');
  if (!levante || !meseta) return;

  const javier = contacto(levante.id_contacto, levante.id_empresa, 'Javier', 'Sánchez Gil');
  const cuentaLevante = await convenios.addCuenta(
    javier,
    cuentaFacturacionInput.parse({
      NombreFiscal: 'Innovación Levante S.L.',
      CIF: 'B12345674',
      requiereEnvioPostalFacturas: false,
      domicilioFiscal: 'Avenida de Aragón, 30, planta 4',
      idPais: 1,
      idProvincia: 46,
      poblacion: 'València',
      cp: '46021',
    }),
  );
  const generadoLevante = await convenios.generar(
    javier,
    solicitudConvenioInput.parse({
      idContactoEmpresaGestion: levante.id_contacto,
      tramitacionManual: false,
      idCuentaFacturacion: cuentaLevante.datos.idCuenta,
      datosFirmante: {
        nombre: 'Amparo',
        apellidos: 'Ferrer Roig',
        dni: '33333333P',
        cargo: 'Directora General',
        email: 'direccion@levantetech.example.es',
        telefono: '963 000 010',
      },
      requierePedido: false,
      pedidoAnual: false,
      pagoDomiciliado: true,
      // Blank: the company profile's IBAN (demo-empresas) is the one used.
      ibanDomiciliacion: '',
    }),
    'es',
  );
  const referencia = referenciaDe(generadoLevante.datos.idConvenio, new Date());
  const firmado = await copiaFirmada(referencia, 'Amparo Ferrer Roig', 'Innovación Levante S.L.');
  await convenios.adjuntarFirmado(javier, {
    idConvenio: generadoLevante.datos.idConvenio,
    ficheroB64ParaAltas: Buffer.from(firmado).toString('base64'),
    extension_adjunto: 'pdf',
  });

  const carmen = contacto(meseta.id_contacto, meseta.id_empresa, 'Carmen', 'López Martín');
  const cuentaMeseta = await convenios.addCuenta(
    carmen,
    cuentaFacturacionInput.parse({
      NombreFiscal: 'Grupo Industrial Meseta S.A.',
      CIF: 'A58818501',
      requiereEnvioPostalFacturas: true,
      domicilioFiscal: 'Calle de la Industria, 7, polígono Los Ángeles',
      idPais: 1,
      idProvincia: 28,
      poblacion: 'Getafe',
      cp: '28906',
      domicilioEnvioPostal: 'Departamento de Administración, Calle de la Industria, 7, 28906 Getafe (Madrid)',
    }),
  );
  await convenios.generar(
    carmen,
    solicitudConvenioInput.parse({
      idContactoEmpresaGestion: meseta.id_contacto,
      tramitacionManual: true,
      idCuentaFacturacion: cuentaMeseta.datos.idCuenta,
      datosFirmante: {
        nombre: 'Ricardo',
        apellidos: 'Blanco Herrero',
        cargo: 'Consejero Delegado',
        email: 'direccion@mesetaindustrial.example.es',
      },
      requierePedido: true,
      pedidoAnual: true,
      numeroPedido: 'PO-2026-0457',
      pagoDomiciliado: false,
    }),
    'es',
  );
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_convenios', 'true'::jsonb)`);
}
