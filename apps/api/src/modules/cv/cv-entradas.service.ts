import { estudioSchema, experienciaSchema, reglaCampo } from '@puente/contract/cv';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo, rechazoDe } from '../../lib/portal-error';
import type { StoredFile } from '../../lib/storage/storage';
import { alumnoDe, type CvDeps, enLista, idDe, segunMarca } from './cv-comun';
import { leerCv } from './cv-lectura';

type Estudio = z.output<ReturnType<typeof estudioSchema>> & Partial<{ notaMedia: number; creditosSuperados: number }>;
type Adjunto = { nombre: string; extension: string; ficheroB64: string };
type Experiencia = z.output<ReturnType<typeof experienciaSchema>> & Partial<{ enlace: string; adjunto: Adjunto | null }>;

// Another student's ids answer like missing ones (48), so an id never tells that a row exists.
const estudioNoEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cv.estudioNoExiste');
const deLaUniversidad = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cv.estudioDeLaUniversidad');
const noEncontrado = (clave: 'cv.idiomaNoExiste' | 'cv.experienciaNoExiste') =>
  rechazoDe(PortalCodes.ACCION_NO_PERMITIDA, { clave, parametros: {} });

/**
 * The CV's entries that a student adds one by one: studies (their own; those
 * of the university come from its records and are read-only), languages and
 * professional experience with its attached file. Base of CvService.
 */
export class CvEntradasService {
  constructor(protected readonly deps: CvDeps) {}

  protected cv(idAlumno: number, idioma: Idioma) {
    return leerCv(this.deps, idAlumno, idioma);
  }

  /** One unit of work: the change and its audit row. */
  protected escribir<T>(caller: Caller, accion: string, detalle: Record<string, unknown>, cambio: () => Promise<T>) {
    return this.deps.withTransaction(async () => {
      const resultado = await cambio();
      await this.deps.audit.record(caller, { accion, entidad: 'alumnos', entidadId: caller.id, detalle });
      return resultado;
    });
  }

  /** The university's records of the student's degrees, marking those already in the CV. */
  async titulacionesActuales(caller: Caller, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const [expedientes, estudios, niveles] = await Promise.all([
      this.deps.repo.expedientes(idAlumno),
      this.deps.repo.estudios(idAlumno),
      this.deps.dominios.lista('nivelesTitulacion', idioma),
    ]);
    const enCv = new Set(estudios.filter((e) => e.estudio.deLaUniversidad).map((e) => e.estudio.idTitulacion));
    const nivel = new Map(niveles.map((n) => [n.id, n.descripcion]));
    return expedientes.map(({ expediente: x, nombre, idNivel }) => ({
      idTitulacion: x.idTitulacion,
      titulacion: nombre,
      nivel: nivel.get(idNivel) ?? '',
      finalizado: x.finalizado,
      enCv: enCv.has(x.idTitulacion),
    }));
  }

  /** Copies a degree of the student's records into the CV, read-only: 41 if not in the records, 8 if already in the CV. */
  async addEstudioUniversidad(caller: Caller, idTitulacion: number, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo } = this.deps;
    const registro = (await repo.expedientes(idAlumno)).find((e) => e.expediente.idTitulacion === idTitulacion)?.expediente;
    if (!registro) throw rechazo(PortalCodes.ESTUDIOS_NO_ENCONTRADOS);
    const estudios = await repo.estudios(idAlumno);
    if (estudios.some((e) => e.estudio.deLaUniversidad && e.estudio.idTitulacion === idTitulacion)) {
      throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
    }
    await this.escribir(caller, 'cv.estudio-universidad', { idTitulacion }, () =>
      repo.insertarEstudio({
        idAlumno,
        idTitulacion,
        deLaUniversidad: true,
        finalizado: registro.finalizado,
        fechaInicio: registro.fechaInicio,
        fechaFin: registro.fechaFin,
        creditosSuperados: registro.creditosSuperados,
        notaMedia: registro.notaMedia,
      }),
    );
    return this.cv(idAlumno, idioma);
  }

  async addEstudio(caller: Caller, body: unknown, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const fila = await this.filaEstudio(body);
    await this.escribir(caller, 'cv.estudio.alta', { idTitulacion: fila.idTitulacion }, () =>
      this.deps.repo.insertarEstudio({ idAlumno, deLaUniversidad: false, ...fila }),
    );
    return this.cv(idAlumno, idioma);
  }

  async editEstudio(caller: Caller, body: unknown, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const id = idDe(body);
    const actual = await this.deps.repo.estudio(idAlumno, id);
    if (!actual) throw estudioNoEncontrado();
    if (actual.deLaUniversidad) throw deLaUniversidad();
    const fila = await this.filaEstudio(body);
    await this.escribir(caller, 'cv.estudio.edicion', { id }, () => this.deps.repo.actualizarEstudio(idAlumno, id, fila));
    return this.cv(idAlumno, idioma);
  }

  /** 62 when it is the last study (the application rules need one); the university's ones are read-only (48). */
  async delEstudio(caller: Caller, id: number, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo } = this.deps;
    const actual = await repo.estudio(idAlumno, id);
    if (!actual) throw estudioNoEncontrado();
    if (actual.deLaUniversidad) throw deLaUniversidad();
    await this.escribir(caller, 'cv.estudio.baja', { id }, async () => {
      // Counted inside the unit of work, so two deletions at once cannot both pass.
      if ((await repo.numEstudios(idAlumno)) <= 1) throw rechazo(PortalCodes.NO_BORRAR_TODOS_ESTUDIOS);
      await repo.borrarEstudio(idAlumno, id);
    });
    return this.cv(idAlumno, idioma);
  }

  /** The columns of a study from the brand's schema; a hidden field is left out, so its column is never written. */
  private async filaEstudio(body: unknown) {
    const campos = this.deps.brand.campos;
    const e = segunMarca(estudioSchema(campos), body) as Estudio;
    if (e.idTitulacion !== undefined && !(await this.deps.repo.existeTitulacion(e.idTitulacion))) {
      throw campoErroneo('idTitulacion', 'La titulación no existe');
    }
    const visible = (c: string) => reglaCampo(campos, 'academicos', c).visible;
    return {
      idTitulacion: e.idTitulacion ?? null,
      titulo: e.idTitulacion === undefined ? (e.titulo?.trim() ?? null) : null,
      centro: e.centro.trim(),
      finalizado: e.finalizado,
      fechaInicio: e.fechaInicio,
      fechaFin: e.fechaFin ?? null,
      nota: e.nota === undefined ? null : String(e.nota),
      ...(visible('notaMedia') ? { notaMedia: e.notaMedia === undefined ? null : String(e.notaMedia) } : {}),
      ...(visible('creditosSuperados') ? { creditosSuperados: e.creditosSuperados ?? null } : {}),
    };
  }

  /** 8 if the language is already in the CV. */
  async addIdioma(caller: Caller, input: { idIdioma: number; idNivel: number }, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    await this.idiomaValido(input);
    await this.escribir(caller, 'cv.idioma.alta', input, async () => {
      if ((await this.deps.repo.insertarIdioma(idAlumno, input.idIdioma, input.idNivel)) === null) {
        throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
      }
    });
    return this.cv(idAlumno, idioma);
  }

  async editIdioma(caller: Caller, input: { id: number; idIdioma: number; idNivel: number }, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    await this.idiomaValido(input);
    const { repo } = this.deps;
    const otro = (await repo.idiomas(idAlumno)).find((i) => i.idIdioma === input.idIdioma && i.id !== input.id);
    if (otro) throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
    await this.escribir(caller, 'cv.idioma.edicion', input, async () => {
      if ((await repo.actualizarIdioma(idAlumno, input.id, input.idIdioma, input.idNivel)) === 0)
        throw noEncontrado('cv.idiomaNoExiste');
    });
    return this.cv(idAlumno, idioma);
  }

  async delIdioma(caller: Caller, id: number, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    await this.escribir(caller, 'cv.idioma.baja', { id }, async () => {
      if ((await this.deps.repo.borrarIdioma(idAlumno, id)) === 0) throw noEncontrado('cv.idiomaNoExiste');
    });
    return this.cv(idAlumno, idioma);
  }

  private async idiomaValido(input: { idIdioma: number; idNivel: number }) {
    await enLista(this.deps.dominios, 'idiomas', [input.idIdioma], 'idIdioma', 'El idioma no existe');
    await enLista(this.deps.dominios, 'nivelesIdioma', [input.idNivel], 'idNivel', 'El nivel no existe');
  }

  async addExperiencia(caller: Caller, body: unknown, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const x = this.experiencia(body);
    await this.escribir(caller, 'cv.experiencia.alta', { puesto: x.puesto }, async () => {
      const archivo = x.adjunto ? await this.guardarAdjunto(idAlumno, x.adjunto) : null;
      await this.deps.repo.insertarExperiencia({ idAlumno, ...this.filaExperiencia(x), idArchivoAdjunto: archivo?.id ?? null });
    });
    return this.cv(idAlumno, idioma);
  }

  /** `adjunto` left out keeps the current file, `null` removes it, a new one replaces it. */
  async editExperiencia(caller: Caller, body: unknown, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const id = idDe(body);
    const { repo, storage } = this.deps;
    const actual = await repo.experiencia(idAlumno, id);
    if (!actual) throw noEncontrado('cv.experienciaNoExiste');
    const x = this.experiencia(body);
    await this.escribir(caller, 'cv.experiencia.edicion', { id }, async () => {
      let idArchivoAdjunto = actual.idArchivoAdjunto;
      if (x.adjunto !== undefined) {
        idArchivoAdjunto = x.adjunto ? (await this.guardarAdjunto(idAlumno, x.adjunto)).id : null;
        if (actual.idArchivoAdjunto) await storage.delete(actual.idArchivoAdjunto);
      }
      await repo.actualizarExperiencia(idAlumno, id, { ...this.filaExperiencia(x), idArchivoAdjunto });
    });
    return this.cv(idAlumno, idioma);
  }

  async delExperiencia(caller: Caller, id: number, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const { repo, storage } = this.deps;
    const actual = await repo.experiencia(idAlumno, id);
    if (!actual) throw noEncontrado('cv.experienciaNoExiste');
    await this.escribir(caller, 'cv.experiencia.baja', { id }, async () => {
      await repo.borrarExperiencia(idAlumno, id);
      if (actual.idArchivoAdjunto) await storage.delete(actual.idArchivoAdjunto);
    });
    return this.cv(idAlumno, idioma);
  }

  private experiencia(body: unknown) {
    return segunMarca(experienciaSchema(this.deps.brand.campos), body) as Experiencia;
  }

  private filaExperiencia(x: Experiencia) {
    const visible = reglaCampo(this.deps.brand.campos, 'experiencia', 'enlace').visible;
    return {
      puesto: x.puesto.trim(),
      empresa: x.empresa.trim(),
      fechaInicio: x.fechaInicio,
      fechaFin: x.fechaFin ?? null,
      descripcion: x.descripcion?.trim() || null,
      ...(visible ? { enlace: x.enlace?.trim() || null } : {}),
    };
  }

  /** Checked by storage like any upload: 46 for a type or content the use does not take, HTTP 413 above 2 MB. */
  private guardarAdjunto(idAlumno: number, adjunto: Adjunto): Promise<StoredFile> {
    return this.deps.storage.store({
      owner: { kind: 'alumno', id: idAlumno },
      use: 'adjunto-experiencia',
      name: adjunto.nombre,
      extension: adjunto.extension,
      content: Buffer.from(adjunto.ficheroB64, 'base64'),
    });
  }
}
