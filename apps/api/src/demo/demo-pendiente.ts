import { solicitudCuentaEmpresaInput } from '@puente/contract/empresa-cuenta';
import { EstadoOferta } from '@puente/contract/procesos';
import type { Database } from '../db/client';
import { hoyMadrid } from '../lib/fecha';
import type { Services } from '../services';
import { diasDesde, insertRows } from './demo-seed-sql';

/** The company that asks to join in the demo and waits for the university (README lists its contact). */
export const EMPRESA_PENDIENTE_DEMO = {
  cif: 'B46712055',
  nombreFiscal: 'Albufera Ambiental S.L.',
  nombreComercial: 'Albufera Ambiental',
  contacto: { nick: 'albufera.demo', email: 'nuria.peris@albuferaambiental.example.es', nombre: 'Nuria' },
} as const;

/** Its two offers waiting for validation: the first is one to publish, the second asks applicants for money. */
export const OFERTAS_PENDIENTES_DEMO = ['Técnico/a de calidad de aguas', 'Agente comercial de depuradoras domésticas'] as const;

/** How long ago the company signed up and sent its offers: the oldest of their queues, so the home shows them first. */
const DIAS_DESDE_EL_ALTA = 3;
const DIAS_DESDE_LAS_OFERTAS = 2;

const columnasOferta: Record<string, string> = {
  url_acceso: 'text',
  id_empresa: 'int',
  id_perfil: 'smallint',
  id_estado: 'smallint',
  titulo: 'text',
  puesto_trabajo: 'text',
  departamento: 'text',
  descripcion: 'text',
  tareas: 'text',
  requisitos: 'text',
  id_provincia: 'int',
  localidad: 'text',
  plazas: 'int',
  fecha_limite: 'date',
  fecha_inicio: 'date',
  id_tipo_contrato: 'int',
  salario: 'numeric',
  horario: 'text',
  horas_dia: 'numeric',
  modalidad: 'text',
  id_area_funcional: 'int',
  creado_en: 'timestamptz',
};

/**
 * What waits for the university in the demo besides what the other parts leave pending (Levante's signed
 * agreement, Meseta's adhesion to Pymes Innovadoras, Lucía's proposal, the change request, the education-centre
 * requests): a company's sign-up through the same service as /solicitar-cuenta, with two complete offers waiting
 * for validation (plain SQL, as the other demo offers; its contact cannot sign in before the validation, so no
 * service would take them). Dates are offsets from the day it runs. Once per database (marker in `ajustes`).
 */
export async function seedDemoPendiente({ altaEmpresa }: Pick<Services, 'altaEmpresa'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_pendiente'");
  if (done.length > 0) return;
  const hoy = hoyMadrid();
  const e = EMPRESA_PENDIENTE_DEMO;

  await altaEmpresa.solicitarCuenta(
    solicitudCuentaEmpresaInput.parse({
      empresa: {
        cif: e.cif,
        nombreFiscal: e.nombreFiscal,
        nombreComercial: e.nombreComercial,
        idSector: 9,
        idTipoEmpresa: 1,
        startup: false,
        direccion: 'Camí del Port, 14',
        cp: '46470',
        idPais: 1,
        idProvincia: 46,
        localidad: 'Catarroja',
        telefono: '961 270 300',
        web: 'https://www.albuferaambiental.example.es',
        descripcion:
          'Consultora de medio ambiente: análisis de aguas, depuración y restauración de humedales en el entorno de la Albufera.',
        iban: '',
      },
      contacto: {
        nombre: e.contacto.nombre,
        apellidos: 'Peris Llorens',
        puesto: 'Gerente',
        nif: '45781236N',
        email: e.contacto.email,
        telefono1: '961 270 301',
        telefono2: '',
        departamento: 'Dirección',
        direccion: 'Camí del Port, 14',
        cp: '46470',
        idPais: 1,
        idProvincia: 46,
        localidad: 'Catarroja',
        tipoContacto: [1],
        aniosForoEmpleo: [],
        nick: e.contacto.nick,
      },
      aceptaPrivacidad: true,
    }),
  );
  const [empresa] = await database.query<{ id: number }>(
    `UPDATE empresas SET creado_en = now() - make_interval(days => $2) WHERE cif = $1 RETURNING id`,
    [e.cif, DIAS_DESDE_EL_ALTA],
  );
  if (!empresa) return;

  const enviada = (minutos: number) => new Date(Date.now() - DIAS_DESDE_LAS_OFERTAS * 86_400_000 + minutos * 60_000);
  const comun = {
    id_empresa: empresa.id,
    id_perfil: 1,
    id_estado: EstadoOferta.PENDIENTE_VALIDACION,
    id_provincia: 46,
    localidad: 'Catarroja',
    plazas: 1,
    fecha_limite: diasDesde(hoy, 30),
    fecha_inicio: diasDesde(hoy, 45),
    horas_dia: 8,
  };
  const [primera, segunda] = OFERTAS_PENDIENTES_DEMO;
  const filas = [
    {
      ...comun,
      url_acceso: 'tecnico-calidad-aguas-albufera',
      titulo: primera,
      puesto_trabajo: 'Técnico/a de laboratorio de aguas',
      departamento: 'Laboratorio',
      descripcion:
        'Buscamos una persona para el laboratorio que analiza las aguas de depuradoras y acequias del entorno de la Albufera, con toma de muestras en campo dos días por semana.',
      tareas:
        'Tomar muestras en campo; hacer análisis fisicoquímicos y microbiológicos; redactar los informes para los ayuntamientos y la Confederación Hidrográfica.',
      requisitos: 'Grado en Química, Biología o Ciencias Ambientales. Carné de conducir.',
      id_tipo_contrato: 1,
      salario: 26000,
      horario: 'Lunes a viernes de 8:00 a 16:00',
      modalidad: 'presencial',
      id_area_funcional: 19,
      creado_en: enviada(0).toISOString(),
      titulaciones: [9, 10, 12],
    },
    {
      ...comun,
      url_acceso: 'agente-comercial-depuradoras-albufera',
      titulo: segunda,
      puesto_trabajo: 'Agente comercial',
      departamento: 'Ventas',
      descripcion:
        'Ampliamos la red de agentes que venden depuradoras domésticas en la comarca. Para empezar, cada agente compra el kit de demostración (450 €), que se descuenta de sus primeras comisiones.',
      tareas: 'Visitar viviendas y comercios; hacer demostraciones del equipo; cerrar las ventas y tramitar las instalaciones.',
      requisitos: 'Vehículo propio. Alta como autónomo.',
      id_tipo_contrato: 7,
      salario: 16000,
      horario: 'Horario libre',
      modalidad: 'presencial',
      id_area_funcional: 2,
      creado_en: enviada(20).toISOString(),
      titulaciones: [21, 24],
    },
  ];
  const insertadas = await insertRows<{ id: number; url_acceso: string }>(
    database,
    'ofertas',
    columnasOferta,
    filas,
    'id, url_acceso',
  );
  const idDe = new Map(insertadas.map((r) => [r.url_acceso, r.id]));
  await insertRows(
    database,
    'oferta_titulaciones',
    { id_oferta: 'int', id_titulacion: 'int' },
    filas.flatMap((f) => f.titulaciones.map((t) => ({ id_oferta: idDe.get(f.url_acceso), id_titulacion: t }))),
  );

  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_pendiente', 'true'::jsonb)`);
}
