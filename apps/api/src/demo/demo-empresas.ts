import { datosContactoInput, datosEmpresaInput } from '@puente/contract/empresa-cuenta';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const contacto = (id: number, idEmpresa: number, nombre: string, apellidos: string): Caller =>
  llamanteSemilla({ tipo: 'empresa', id, idEmpresa, nombre, apellidos });

/** The two demo companies' profiles, complete, as /mi-empresa saves them. */
const perfiles = {
  B12345674: {
    nombreFiscal: 'Innovación Levante S.L.',
    nombreComercial: 'Levante Tech',
    idSector: 9,
    idTipoEmpresa: 1,
    startup: false,
    direccion: 'Avenida de Aragón, 30, planta 4',
    cp: '46021',
    idPais: 1,
    idProvincia: 46,
    idLocalidad: 250,
    localidad: 'València',
    telefono: '963 000 000',
    web: 'https://www.levantetech.example.es',
    descripcion:
      'Consultora tecnológica valenciana especializada en transformación digital, datos y desarrollo de software a medida.',
    iban: 'ES91 2100 0418 4502 0005 1332',
  },
  A58818501: {
    nombreFiscal: 'Grupo Industrial Meseta S.A.',
    nombreComercial: 'Meseta Industrial',
    idSector: 3,
    idTipoEmpresa: 1,
    startup: false,
    direccion: 'Calle de la Industria, 7, polígono Los Ángeles',
    cp: '28906',
    idPais: 1,
    idProvincia: 28,
    idLocalidad: 149,
    localidad: 'Madrid',
    telefono: '914 000 000',
    web: 'https://www.mesetaindustrial.example.es',
    descripcion: 'Fabricante de componentes para automoción y energías renovables con plantas en Madrid y Valladolid.',
  },
} as const;

/** The two demo contacts' own data, complete, as /mi-perfil saves them. */
const contactos = {
  'rrhh.demo': {
    nombre: 'Carmen',
    apellidos: 'López Martín',
    puesto: 'Responsable de Recursos Humanos',
    nif: '11111111H',
    email: 'rrhh@demo.puente.es',
    telefono1: '963 000 001',
    departamento: 'Recursos Humanos',
    direccion: 'Avenida de Aragón, 30, planta 4',
    cp: '46021',
    idPais: 1,
    idProvincia: 46,
    idLocalidad: 250,
    localidad: 'València',
    tipoContacto: [1, 2, 9],
    aniosForoEmpleo: [2024, 2025],
  },
  'seleccion.demo': {
    nombre: 'Javier',
    apellidos: 'Sánchez Gil',
    puesto: 'Técnico de Selección',
    nif: '22222222J',
    email: 'seleccion@demo.puente.es',
    telefono1: '963 000 002',
    direccion: 'Avenida de Aragón, 30, planta 4',
    cp: '46021',
    idPais: 1,
    idProvincia: 46,
    idLocalidad: 250,
    localidad: 'València',
    tipoContacto: [9],
  },
} as const;

/**
 * The demo companies' and contacts' profiles through the same service as
 * /mi-empresa and /mi-perfil (checked against the lists, audited), so a demo
 * login meets no missing-data popup. Once per database (marker in `ajustes`);
 * a database seeded before the profiles existed gets them on its next start.
 */
export async function seedDemoEmpresas({ miEmpresa }: Pick<Services, 'miEmpresa'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_empresas'");
  if (done.length > 0) return;
  const miembros = await database.query<{ id_contacto: number; nick: string; id_empresa: number; cif: string }>(
    `SELECT c.id AS id_contacto, c.nick, e.id AS id_empresa, e.cif
     FROM contactos_empresa c JOIN contacto_empresas ce ON ce.id_contacto = c.id JOIN empresas e ON e.id = ce.id_empresa
     WHERE c.nick = ANY($1) ORDER BY c.id, e.id`,
    [Object.keys(contactos)],
  );
  if (miembros.length === 0) return;

  const hechas = new Set<string>();
  for (const m of miembros) {
    const datos = contactos[m.nick as keyof typeof contactos];
    const caller = contacto(m.id_contacto, m.id_empresa, datos.nombre, datos.apellidos);
    const perfil = perfiles[m.cif as keyof typeof perfiles];
    if (perfil && !hechas.has(m.cif)) {
      await miEmpresa.editaEmpresa(caller, datosEmpresaInput.parse(perfil));
      hechas.add(m.cif);
    }
    await miEmpresa.editaContacto(caller, datosContactoInput.parse(datos));
  }
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_empresas', 'true'::jsonb)`);
}
