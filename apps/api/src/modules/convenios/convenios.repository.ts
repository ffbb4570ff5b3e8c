import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { convenios, cuentasFacturacion } from '../../db/schema/convenios';
import { provincias } from '../../db/schema/domain';
import { contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import type { Cifrado } from '../../lib/cifrado/cifrado';

export type FilaCuentaNueva = Omit<typeof cuentasFacturacion.$inferInsert, 'id' | 'creadoEn'>;
export type FilaConvenioNuevo = Omit<typeof convenios.$inferInsert, 'estado'> & { id: number; creadoEn: Date };

const columnasCuenta = {
  id: cuentasFacturacion.id,
  nombreFiscal: cuentasFacturacion.nombreFiscal,
  cif: cuentasFacturacion.cif,
  requiereEnvioPostal: cuentasFacturacion.requiereEnvioPostal,
  domicilioFiscal: cuentasFacturacion.domicilioFiscal,
  idPais: cuentasFacturacion.idPais,
  idProvincia: cuentasFacturacion.idProvincia,
  // Spain: the list's name; elsewhere the province as typed.
  provincia: sql<string | null>`coalesce(${provincias.nombre}, ${cuentasFacturacion.provincia})`,
  poblacion: cuentasFacturacion.poblacion,
  cp: cuentasFacturacion.cp,
  domicilioEnvioPostal: cuentasFacturacion.domicilioEnvioPostal,
};
export type FilaCuenta = Awaited<ReturnType<ConveniosRepository['cuentas']>>[number];

/** What a list of agreements shows, the company's and the staff's. */
const columnasResumen = {
  id: convenios.id,
  idEmpresa: convenios.idEmpresa,
  estado: convenios.estado,
  creadoEn: convenios.creadoEn,
  fechaCaducidad: convenios.fechaCaducidad,
  firmanteNombre: convenios.firmanteNombre,
  firmanteApellidos: convenios.firmanteApellidos,
  tramitacionManual: convenios.tramitacionManual,
  pagoDomiciliado: convenios.pagoDomiciliado,
  idArchivoPdf: convenios.idArchivoPdf,
  idArchivoFirmado: convenios.idArchivoFirmado,
  firmadoEn: convenios.firmadoEn,
  motivoRechazo: convenios.motivoRechazo,
  nombreFiscal: cuentasFacturacion.nombreFiscal,
  contactoNombre: contactosEmpresa.nombre,
  contactoApellidos: contactosEmpresa.apellidos,
};
export type FilaResumenConvenio = Awaited<ReturnType<ConveniosRepository['conveniosDe']>>[number];

/**
 * Fiscal accounts and agreements. Every company read carries the company's
 * id in its WHERE, so another company's ids find nothing; the staff's reads
 * (`convenio`, `pendientes`) are the only ones without it. Files are
 * lib/storage's; these rows only name them.
 */
export class ConveniosRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  /** The company's contacts that may manage an agreement: active memberships, by name. */
  contactosGestion(idEmpresa: number) {
    return this.db
      .select({
        id: contactosEmpresa.id,
        nombre: contactosEmpresa.nombre,
        apellidos: contactosEmpresa.apellidos,
        email: contactosEmpresa.email,
        nick: contactosEmpresa.nick,
        cargo: contactosEmpresa.cargo,
        telefono: contactosEmpresa.telefono,
      })
      .from(contactoEmpresas)
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(and(eq(contactoEmpresas.idEmpresa, idEmpresa), eq(contactosEmpresa.estado, 'activo')))
      .orderBy(asc(contactosEmpresa.nombre), asc(contactosEmpresa.apellidos), asc(contactosEmpresa.id));
  }

  async contactoGestion(idEmpresa: number, idContacto: number) {
    const rows = await this.contactosGestion(idEmpresa);
    return rows.find((c) => c.id === idContacto) ?? null;
  }

  cuentas(idEmpresa: number) {
    return this.db
      .select(columnasCuenta)
      .from(cuentasFacturacion)
      .leftJoin(provincias, eq(provincias.id, cuentasFacturacion.idProvincia))
      .where(eq(cuentasFacturacion.idEmpresa, idEmpresa))
      .orderBy(asc(cuentasFacturacion.id));
  }

  async cuenta(idEmpresa: number, idCuenta: number) {
    const rows = await this.db
      .select(columnasCuenta)
      .from(cuentasFacturacion)
      .leftJoin(provincias, eq(provincias.id, cuentasFacturacion.idProvincia))
      .where(and(eq(cuentasFacturacion.idEmpresa, idEmpresa), eq(cuentasFacturacion.id, idCuenta)));
    return rows[0] ?? null;
  }

  async insertarCuenta(fila: FilaCuentaNueva): Promise<number> {
    const rows = await this.db.insert(cuentasFacturacion).values(fila).returning({ id: cuentasFacturacion.id });
    return (rows[0] as { id: number }).id;
  }

  /** The IBANs are stored encrypted (decision 051): read and written in clear here only. */
  async empresa(idEmpresa: number) {
    const rows = await this.db
      .select({ id: empresas.id, cif: empresas.cif, nombre: empresas.nombre, iban: empresas.iban })
      .from(empresas)
      .where(eq(empresas.id, idEmpresa));
    const fila = rows[0];
    return fila ? { ...fila, iban: await this.cifrado.descifrar('empresas.iban', fila.id, fila.iban) } : null;
  }

  /** 'The data will be saved in the company profile' (spec §2): the agreement's IBAN becomes the company's. */
  async ponerIbanEmpresa(idEmpresa: number, iban: string) {
    await this.db
      .update(empresas)
      .set({ iban: this.cifrado.cifrar('empresas.iban', idEmpresa, iban) })
      .where(eq(empresas.id, idEmpresa));
  }

  /** The next agreement id, drawn before the row exists: the PDF prints its number before it is stored. */
  async siguienteIdConvenio(): Promise<number> {
    // Both drivers answer raw SQL with `{ rows }`.
    const { rows } = (await this.db.execute(
      sql`SELECT nextval(pg_get_serial_sequence('convenios', 'id'))::int AS id`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const fila = rows[0];
    if (!fila) throw new Error('nextval no ha devuelto un id de convenio');
    return Number(fila.id);
  }

  async insertarConvenio(fila: FilaConvenioNuevo) {
    await this.db.insert(convenios).values({ ...fila, iban: this.cifrado.cifrar('convenios.iban', fila.id, fila.iban ?? null) });
  }

  /** The company's agreements, newest first. */
  conveniosDe(idEmpresa: number) {
    return this.db
      .select(columnasResumen)
      .from(convenios)
      .innerJoin(cuentasFacturacion, eq(cuentasFacturacion.id, convenios.idCuentaFacturacion))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, convenios.idContactoGestion))
      .where(eq(convenios.idEmpresa, idEmpresa))
      .orderBy(desc(convenios.id));
  }

  /** One of the company's agreements, or null (another company's id reads as missing); `bloquear` holds the row for the unit of work. */
  async convenioDeEmpresa(idEmpresa: number, id: number, bloquear = false) {
    const consulta = this.db
      .select(columnasResumen)
      .from(convenios)
      .innerJoin(cuentasFacturacion, eq(cuentasFacturacion.id, convenios.idCuentaFacturacion))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, convenios.idContactoGestion))
      .where(and(eq(convenios.id, id), eq(convenios.idEmpresa, idEmpresa)));
    const rows = bloquear ? await consulta.for('update', { of: convenios }) : await consulta;
    return rows[0] ?? null;
  }

  /** Any company's agreement: staff only. */
  async convenio(id: number) {
    const rows = await this.db
      .select({ id: convenios.id, idArchivoPdf: convenios.idArchivoPdf, idArchivoFirmado: convenios.idArchivoFirmado })
      .from(convenios)
      .where(eq(convenios.id, id));
    return rows[0] ?? null;
  }

  async ponerFirmado(idEmpresa: number, id: number, idArchivo: string) {
    await this.db
      .update(convenios)
      .set({ idArchivoFirmado: idArchivo, estado: 'firmado', firmadoEn: new Date(), motivoRechazo: null })
      .where(and(eq(convenios.id, id), eq(convenios.idEmpresa, idEmpresa)));
  }

  /**
   * Staff's decision on a signed copy. The state is checked in the UPDATE, so
   * two staff members deciding at once, or the company replacing the copy
   * meanwhile, cannot both win; null when it was not pending (or has expired).
   */
  async revisar(
    id: number,
    decision: { estado: 'validado' | 'rechazado'; idGestor: number; motivo: string | null },
    hoy: string,
  ) {
    const rows = await this.db
      .update(convenios)
      .set({ estado: decision.estado, revisadoPor: decision.idGestor, revisadoEn: new Date(), motivoRechazo: decision.motivo })
      .where(and(eq(convenios.id, id), eq(convenios.estado, 'firmado'), gte(convenios.fechaCaducidad, hoy)))
      .returning({ id: convenios.id, idEmpresa: convenios.idEmpresa, creadoEn: convenios.creadoEn });
    return rows[0] ?? null;
  }

  /** Signed copies awaiting the university, oldest upload first; expired ones are no longer pending. */
  pendientes(hoy: string) {
    return this.db
      .select({
        ...columnasResumen,
        cif: empresas.cif,
        nombreEmpresa: empresas.nombre,
      })
      .from(convenios)
      .innerJoin(cuentasFacturacion, eq(cuentasFacturacion.id, convenios.idCuentaFacturacion))
      .innerJoin(empresas, eq(empresas.id, convenios.idEmpresa))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, convenios.idContactoGestion))
      .where(and(inArray(convenios.estado, ['firmado']), gte(convenios.fechaCaducidad, hoy)))
      .orderBy(asc(convenios.firmadoEn), asc(convenios.id));
  }
}
