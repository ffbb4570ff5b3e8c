import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  DocumentosPracticaRepository,
  type FilaEntregadoPractica,
  type FilaRequeridoPractica,
} from '../../db/queries/documentos-practica';
import { columnasCondicionesPractica, columnasEstadoPractica } from '../../db/queries/practica';
import { archivos } from '../../db/schema/archivos';
import { ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, contactosEmpresa, empresas } from '../../db/schema/personas';
import {
  anexosPracticas,
  documentosEmpresa,
  documentosRequeridosPractica,
  notasInformativas,
  practicas,
  solicitudesCambioPractica,
} from '../../db/schema/practicas';
import { programaEmpresas } from '../../db/schema/procesos';

/** "Lucía García Fernández": the only thing a company list says of the student. */
const nombreAlumno = sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`;
const nombreContacto = sql<string | null>`nullif(concat_ws(' ', ${contactosEmpresa.nombre}, ${contactosEmpresa.apellidos}), '')`;

const columnasPractica = {
  id: practicas.id,
  idAlumno: practicas.idAlumno,
  idEmpresa: practicas.idEmpresa,
  alumno: nombreAlumno,
  idPrograma: practicas.idPrograma,
  programa: programas.titulo,
  ofertaTitulo: ofertas.titulo,
  ofertaUrl: ofertas.urlAcceso,
  ...columnasEstadoPractica,
  finAnticipado: practicas.finAnticipado,
  ...columnasCondicionesPractica,
};
export type FilaPractica = Awaited<ReturnType<PracticasEmpresaRepository['practicasDeEmpresa']>>[number];

export type FilaRequerido = FilaRequeridoPractica;
export type FilaEntregado = FilaEntregadoPractica;

const columnasDocumentoEmpresa = {
  id: documentosEmpresa.id,
  idArchivo: documentosEmpresa.idArchivo,
  nombre: documentosEmpresa.nombre,
  extension: documentosEmpresa.extension,
  creadoEn: documentosEmpresa.creadoEn,
  tamano: archivos.tamano,
  contacto: nombreContacto,
};
export type FilaDocumentoEmpresa = Awaited<ReturnType<PracticasEmpresaRepository['documentosEmpresa']>>[number];

const columnasSolicitud = {
  id: solicitudesCambioPractica.id,
  idPractica: solicitudesCambioPractica.idPractica,
  tipo: solicitudesCambioPractica.tipo,
  valores: solicitudesCambioPractica.valores,
  motivo: solicitudesCambioPractica.motivo,
  estado: solicitudesCambioPractica.estado,
  respuesta: solicitudesCambioPractica.respuesta,
  resueltoEn: solicitudesCambioPractica.resueltoEn,
  creadoEn: solicitudesCambioPractica.creadoEn,
};
export type FilaSolicitud = Awaited<ReturnType<PracticasEmpresaRepository['solicitudesDe']>>[number];

export type CambiosPractica = Partial<
  Pick<
    typeof practicas.$inferInsert,
    | 'fechaInicio'
    | 'fechaFin'
    | 'finAnticipado'
    | 'tutorEmpresaNombre'
    | 'tutorEmpresaEmail'
    | 'tutorEmpresaTelefono'
    | 'horasDia'
    | 'diasSemana'
    | 'dedicacion'
  >
>;

/**
 * Internships, their documents and change requests, the company's own
 * documents and the university's publications. Every company read carries
 * the company's id in its WHERE (directly or through the internship), so
 * another company's ids find nothing; the staff's reads are the only ones
 * without it. Files are lib/storage's; these rows only name them. The
 * internship's documents are the shared DocumentosPracticaRepository's.
 */
export class PracticasEmpresaRepository extends DocumentosPracticaRepository {
  /**
   * Serialises a company's uploads, so two copies of the same bytes sent at
   * once cannot both pass the 56 check. NO KEY UPDATE: other rows naming the
   * company (offers, candidacies) can still be inserted meanwhile.
   */
  async bloquearEmpresa(idEmpresa: number) {
    await this.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, idEmpresa)).for('no key update');
  }

  async nombreEmpresa(idEmpresa: number) {
    const rows = await this.db
      .select({ nombre: sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})` })
      .from(empresas)
      .where(eq(empresas.id, idEmpresa));
    return rows[0]?.nombre ?? null;
  }

  // ─── The company's own documents ─────────────────────────────────────────

  documentosEmpresa(idEmpresa: number) {
    return this.db
      .select(columnasDocumentoEmpresa)
      .from(documentosEmpresa)
      .innerJoin(archivos, eq(archivos.id, documentosEmpresa.idArchivo))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, documentosEmpresa.idContacto))
      .where(eq(documentosEmpresa.idEmpresa, idEmpresa))
      .orderBy(desc(documentosEmpresa.creadoEn), desc(documentosEmpresa.id));
  }

  async documentoEmpresa(idEmpresa: number, id: number) {
    const rows = await this.db
      .select(columnasDocumentoEmpresa)
      .from(documentosEmpresa)
      .innerJoin(archivos, eq(archivos.id, documentosEmpresa.idArchivo))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, documentosEmpresa.idContacto))
      .where(and(eq(documentosEmpresa.id, id), eq(documentosEmpresa.idEmpresa, idEmpresa)));
    return rows[0] ?? null;
  }

  /** Another document of the company with these bytes (its SHA-256), besides the file just stored. */
  async documentoEmpresaConMismoContenido(idEmpresa: number, sha256: string, idArchivoNuevo: string) {
    const rows = await this.db
      .select({ id: documentosEmpresa.id })
      .from(documentosEmpresa)
      .innerJoin(archivos, eq(archivos.id, documentosEmpresa.idArchivo))
      .where(and(eq(documentosEmpresa.idEmpresa, idEmpresa), eq(archivos.sha256, sha256), ne(archivos.id, idArchivoNuevo)));
    return rows[0] ?? null;
  }

  async insertarDocumentoEmpresa(fila: Omit<typeof documentosEmpresa.$inferInsert, 'id' | 'creadoEn'>): Promise<number> {
    const rows = await this.db.insert(documentosEmpresa).values(fila).returning({ id: documentosEmpresa.id });
    return (rows[0] as { id: number }).id;
  }

  // ─── Internships ─────────────────────────────────────────────────────────

  /** The company's internships, the latest to start first. */
  practicasDeEmpresa(idEmpresa: number) {
    return this.db
      .select(columnasPractica)
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .leftJoin(ofertas, eq(ofertas.id, practicas.idOferta))
      .where(eq(practicas.idEmpresa, idEmpresa))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id));
  }

  /** One of the company's internships, or null (another company's id reads as missing); `bloquear` holds it for the unit of work. */
  async practicaDeEmpresa(idEmpresa: number, id: number, bloquear = false) {
    const consulta = this.db
      .select(columnasPractica)
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .leftJoin(ofertas, eq(ofertas.id, practicas.idOferta))
      .where(and(eq(practicas.id, id), eq(practicas.idEmpresa, idEmpresa)));
    const rows = bloquear ? await consulta.for('update', { of: practicas }) : await consulta;
    return rows[0] ?? null;
  }

  /** Any internship, locked for the unit of work: staff applying an accepted change. */
  async practicaBloqueada(id: number) {
    const rows = await this.db
      .select(columnasPractica)
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .leftJoin(ofertas, eq(ofertas.id, practicas.idOferta))
      .where(eq(practicas.id, id))
      .for('update', { of: practicas });
    return rows[0] ?? null;
  }

  async cambiarPractica(id: number, cambios: CambiosPractica) {
    await this.db
      .update(practicas)
      .set({ ...cambios, actualizadoEn: new Date() })
      .where(eq(practicas.id, id));
  }

  /** Programmes of the company's internships and those it has joined, by title. */
  async programasDeEmpresa(idEmpresa: number) {
    const rows = await this.db
      .selectDistinct({ id: programas.id, titulo: programas.titulo })
      .from(programas)
      .where(
        or(
          inArray(
            programas.id,
            this.db
              .select({ id: sql<number>`${practicas.idPrograma}` })
              .from(practicas)
              .where(eq(practicas.idEmpresa, idEmpresa)),
          ),
          inArray(
            programas.id,
            this.db
              .select({ id: programaEmpresas.idPrograma })
              .from(programaEmpresas)
              .where(and(eq(programaEmpresas.idEmpresa, idEmpresa), eq(programaEmpresas.estado, 'adherida'))),
          ),
        ),
      );
    return rows.sort((a, b) => a.titulo.localeCompare(b.titulo, 'es'));
  }

  async existePrograma(id: number) {
    const rows = await this.db.select({ id: programas.id }).from(programas).where(eq(programas.id, id));
    return rows.length > 0;
  }

  // ─── Required and given documents ────────────────────────────────────────

  /** Null when the programme (or general list) and kind already ask for a document of that name (its unique index). */
  async insertarDocumentoRequerido(fila: Omit<typeof documentosRequeridosPractica.$inferInsert, 'id' | 'creadoEn'>) {
    const rows = await this.db
      .insert(documentosRequeridosPractica)
      .values(fila)
      .onConflictDoNothing()
      .returning({ id: documentosRequeridosPractica.id });
    return rows[0]?.id ?? null;
  }

  /** A document handed in for one of the company's internships, or null. */
  entregadoDeEmpresa(idEmpresa: number, id: number) {
    return this.entregadoDe({ idEmpresa }, id);
  }

  // ─── The university's publications ───────────────────────────────────────

  anexos() {
    return this.db
      .select({
        id: anexosPracticas.id,
        titulo: anexosPracticas.titulo,
        descripcion: anexosPracticas.descripcion,
        idArchivo: anexosPracticas.idArchivo,
        nombre: archivos.nombre,
        creadoEn: anexosPracticas.creadoEn,
      })
      .from(anexosPracticas)
      .innerJoin(archivos, eq(archivos.id, anexosPracticas.idArchivo))
      .orderBy(desc(anexosPracticas.creadoEn), desc(anexosPracticas.id));
  }

  async anexo(id: number) {
    const rows = await this.db
      .select({ idArchivo: anexosPracticas.idArchivo })
      .from(anexosPracticas)
      .where(eq(anexosPracticas.id, id));
    return rows[0] ?? null;
  }

  async insertarAnexo(fila: Omit<typeof anexosPracticas.$inferInsert, 'id' | 'creadoEn'>): Promise<number> {
    const rows = await this.db.insert(anexosPracticas).values(fila).returning({ id: anexosPracticas.id });
    return (rows[0] as { id: number }).id;
  }

  /** The newest note of each kind: the one companies read. */
  notasVigentes() {
    return this.db
      .selectDistinctOn([notasInformativas.tipo], {
        id: notasInformativas.id,
        tipo: notasInformativas.tipo,
        titulo: notasInformativas.titulo,
        idArchivo: notasInformativas.idArchivo,
        nombre: archivos.nombre,
        creadoEn: notasInformativas.creadoEn,
      })
      .from(notasInformativas)
      .innerJoin(archivos, eq(archivos.id, notasInformativas.idArchivo))
      .orderBy(asc(notasInformativas.tipo), desc(notasInformativas.creadoEn), desc(notasInformativas.id));
  }

  async nota(id: number) {
    const rows = await this.db
      .select({ idArchivo: notasInformativas.idArchivo })
      .from(notasInformativas)
      .where(eq(notasInformativas.id, id));
    return rows[0] ?? null;
  }

  async insertarNota(fila: Omit<typeof notasInformativas.$inferInsert, 'id' | 'creadoEn'>): Promise<number> {
    const rows = await this.db.insert(notasInformativas).values(fila).returning({ id: notasInformativas.id });
    return (rows[0] as { id: number }).id;
  }

  // ─── Change requests ─────────────────────────────────────────────────────

  /** The requests of these internships, newest first. */
  solicitudesDe(idPracticas: readonly number[]) {
    if (idPracticas.length === 0) return Promise.resolve([]);
    return this.db
      .select(columnasSolicitud)
      .from(solicitudesCambioPractica)
      .where(inArray(solicitudesCambioPractica.idPractica, [...idPracticas]))
      .orderBy(desc(solicitudesCambioPractica.creadoEn), desc(solicitudesCambioPractica.id));
  }

  /** Null when a request of that kind is still open for the internship (its partial unique index), even one sent at the same instant. */
  async insertarSolicitud(fila: Omit<typeof solicitudesCambioPractica.$inferInsert, 'id' | 'creadoEn' | 'estado'>) {
    const rows = await this.db.insert(solicitudesCambioPractica).values(fila).onConflictDoNothing().returning(columnasSolicitud);
    return rows[0] ?? null;
  }

  async solicitud(id: number) {
    const rows = await this.db
      .select(columnasSolicitud)
      .from(solicitudesCambioPractica)
      .where(eq(solicitudesCambioPractica.id, id));
    return rows[0] ?? null;
  }

  /** Every company's open requests, the oldest first, with who asked and about whom. */
  pendientes() {
    return this.db
      .select({
        ...columnasSolicitud,
        idEmpresa: empresas.id,
        cif: empresas.cif,
        empresa: empresas.nombre,
        contacto: nombreContacto,
        alumno: nombreAlumno,
        fechaInicio: practicas.fechaInicio,
        fechaFin: practicas.fechaFin,
        tutorEmpresaNombre: practicas.tutorEmpresaNombre,
        tutorEmpresaEmail: practicas.tutorEmpresaEmail,
        tutorEmpresaTelefono: practicas.tutorEmpresaTelefono,
        horasDia: practicas.horasDia,
        diasSemana: practicas.diasSemana,
        dedicacion: practicas.dedicacion,
      })
      .from(solicitudesCambioPractica)
      .innerJoin(practicas, eq(practicas.id, solicitudesCambioPractica.idPractica))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, solicitudesCambioPractica.solicitadoPor))
      .where(eq(solicitudesCambioPractica.estado, 'pendiente'))
      .orderBy(asc(solicitudesCambioPractica.creadoEn), asc(solicitudesCambioPractica.id));
  }

  /**
   * Staff's decision. The state is checked in the UPDATE, so two staff
   * members deciding at once cannot both win; null when it was not pending.
   */
  async resolver(id: number, decision: { estado: 'aceptada' | 'rechazada'; respuesta: string | null; idGestor: number }) {
    const rows = await this.db
      .update(solicitudesCambioPractica)
      .set({ estado: decision.estado, respuesta: decision.respuesta, resueltoPor: decision.idGestor, resueltoEn: new Date() })
      .where(and(eq(solicitudesCambioPractica.id, id), eq(solicitudesCambioPractica.estado, 'pendiente')))
      .returning(columnasSolicitud);
    return rows[0] ?? null;
  }
}
