import {
  type Cv,
  type competenciasSchema,
  type conocimientosSchema,
  datosPersonalesSchema,
  type enlacePortfolioSchema,
  type interesSchema,
  type profesionalesSchema,
  reglaCampo,
} from '@puente/contract/cv';
import { PortalCodes } from '@puente/contract/errors/codes';
import { isValidEmail } from '@puente/contract/validation/email';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { CvRepository } from './cv.repository';
import { alumnoDe, enLista, segunMarca } from './cv-comun';
import { CvEntradasService } from './cv-entradas.service';
import { leerCv } from './cv-lectura';

const vacioANull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/**
 * Mi currículum: the student's own CV, one write per section (spec §7
 * Student). Personal data, studies and experience are parsed with the schema
 * built from the brand's field rules (contract cv.ts), the same one the forms
 * use: a hidden field is dropped, a required one refused with code 15. Every
 * write is one unit of work with its audit row and answers the CV as it now is.
 * Studies, languages and experience live in CvEntradasService.
 */
export class CvService extends CvEntradasService {
  /** The whole CV of any student, in the reader's language; callers check who may read it first. */
  cvDe(idAlumno: number, idioma: Idioma): Promise<Cv> {
    return leerCv(this.deps, idAlumno, idioma);
  }

  dameCv(caller: Caller, idioma: Idioma) {
    return this.cvDe(alumnoDe(caller), idioma);
  }

  async datosUsuario(caller: Caller) {
    const a = await this.deps.repo.alumno(alumnoDe(caller));
    if (!a) throw rechazo(PortalCodes.SESION_PERDIDA);
    return {
      DNI: a.dni,
      nombre: a.nombre,
      apellido1: a.apellido1,
      apellido2: a.apellido2,
      email: a.email,
      comunicacionesEnEmailEstudiante: a.comunicacionesEmail,
      telefono: a.telefono,
      fechaNacimiento: a.fechaNacimiento,
      direccion: a.direccion,
      nacionalidad: a.idPaisNacionalidad,
    };
  }

  /** Name and the personal fields the brand shows; answers `usuario` so the header shows the new name (spec §3 Session). */
  async editDatosPersonales(caller: Caller, body: unknown, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const campos = this.deps.brand.campos;
    const datos = segunMarca(datosPersonalesSchema(campos), body) as z.output<ReturnType<typeof datosPersonalesSchema>> &
      Partial<{ telefono: string; fechaNacimiento: string; direccion: string; nacionalidad: number }>;
    if (datos.nacionalidad !== undefined) {
      await enLista(this.deps.dominios, 'paises', [datos.nacionalidad], 'nacionalidad', 'El país no existe');
    }
    const visible = (c: string) => reglaCampo(campos, 'personales', c).visible;
    const cambios = {
      nombre: datos.nombre.trim(),
      apellido1: datos.apellido1.trim(),
      apellido2: vacioANull(datos.apellido2),
      // A hidden field is not in the schema, so it never arrives here: its column is left as it is.
      ...(visible('telefono') ? { telefono: vacioANull(datos.telefono) } : {}),
      ...(visible('fechaNacimiento') ? { fechaNacimiento: datos.fechaNacimiento ?? null } : {}),
      ...(visible('direccion') ? { direccion: vacioANull(datos.direccion) } : {}),
      ...(visible('nacionalidad') ? { idPaisNacionalidad: datos.nacionalidad ?? null } : {}),
    };
    await this.escribir(caller, 'cv.datos-personales', { campos: Object.keys(cambios) }, () =>
      this.deps.repo.actualizarAlumno(idAlumno, cambios),
    );
    const cv = await this.cvDe(idAlumno, idioma);
    return { ...cv, usuario: { nombre: cambios.nombre, apellido1: cambios.apellido1, apellido2: cambios.apellido2 } };
  }

  /** 69 when malformed, 60 when another student has it (whatever its case). */
  async editDatosEmail(caller: Caller, input: { email: string; comunicacionesEnEmailEstudiante: boolean }, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const email = input.email.trim();
    if (!isValidEmail(email)) throw rechazo(PortalCodes.EMAIL_MAL_FORMADO);
    if (await this.deps.repo.emailDeOtro(email, idAlumno)) throw rechazo(PortalCodes.EMAIL_YA_REGISTRADO);
    await this.escribir(caller, 'cv.email', { comunicaciones: input.comunicacionesEnEmailEstudiante }, () =>
      this.deps.repo.actualizarAlumno(idAlumno, { email, comunicacionesEmail: input.comunicacionesEnEmailEstudiante }),
    );
    return this.cvDe(idAlumno, idioma);
  }

  async editInteres(caller: Caller, input: z.output<typeof interesSchema>, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const tags = [...new Set(input.tags)];
    await enLista(this.deps.dominios, 'tagsInteres', tags, 'tags', 'Alguno de los intereses no existe');
    await this.escribir(caller, 'cv.intereses', { tags }, () => this.deps.repo.reemplazarTags(idAlumno, tags));
    return this.cvDe(idAlumno, idioma);
  }

  async editProfesionales(caller: Caller, input: z.output<typeof profesionalesSchema>, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const areas = [...new Set(input.areasFuncionales)];
    await enLista(this.deps.dominios, 'areasFuncionales', areas, 'areasFuncionales', 'Alguna de las áreas no existe');
    const { areasFuncionales: _, ...banderas } = input;
    await this.escribir(caller, 'cv.profesionales', { ...banderas, areas }, async () => {
      await this.deps.repo.actualizarAlumno(idAlumno, banderas);
      await this.deps.repo.reemplazarAreas(idAlumno, areas);
    });
    return this.cvDe(idAlumno, idioma);
  }

  async editCompetencias(caller: Caller, input: z.output<typeof competenciasSchema>, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    // Case-insensitive duplicates go: "Trabajo en equipo" twice is one skill.
    const vistas = new Set<string>();
    const competencias = input.competencias
      .map((c) => c.trim())
      .filter((c) => {
        const clave = c.toLocaleLowerCase('es');
        if (vistas.has(clave)) return false;
        vistas.add(clave);
        return true;
      });
    await this.escribir(caller, 'cv.competencias', { n: competencias.length }, () =>
      this.deps.repo.actualizarAlumno(idAlumno, { competencias }),
    );
    return this.cvDe(idAlumno, idioma);
  }

  async editConocimientos(caller: Caller, input: z.output<typeof conocimientosSchema>, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const porPrograma = new Map(input.conocimientos.map((c) => [c.idPrograma, c.nivel]));
    const programas = [...porPrograma].map(([idPrograma, nivel]) => ({ idPrograma, nivel }));
    await enLista(
      this.deps.dominios,
      'programasInformaticos',
      programas.map((p) => p.idPrograma),
      'conocimientos',
      'Alguno de los programas no existe',
    );
    await this.escribir(caller, 'cv.conocimientos', { programas }, () => this.deps.repo.reemplazarProgramas(idAlumno, programas));
    return this.cvDe(idAlumno, idioma);
  }

  async editPresentacion(caller: Caller, texto: string, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const presentacion = vacioANull(texto);
    await this.escribir(caller, 'cv.presentacion', {}, () => this.deps.repo.actualizarAlumno(idAlumno, { presentacion }));
    return this.cvDe(idAlumno, idioma);
  }

  async editEnlacePortfolio(caller: Caller, input: z.output<typeof enlacePortfolioSchema>, idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    const cambios = { enlacePortfolio: vacioANull(input.enlace), linkedin: vacioANull(input.linkedin) };
    await this.escribir(caller, 'cv.portfolio', cambios, () => this.deps.repo.actualizarAlumno(idAlumno, cambios));
    return this.cvDe(idAlumno, idioma);
  }

  /** Stored as said; applying to a job offer reads it (rule 34) when the nationality needs it. */
  async editPermisoTrabajo(caller: Caller, permiso: boolean, idioma: Idioma) {
    return this.bandera(caller, 'cv.permiso-trabajo', { tienePermisoTrabajo: permiso }, idioma);
  }

  async editPreferenciaPracticas(caller: Caller, idPeriodo: number, idioma: Idioma) {
    await enLista(this.deps.dominios, 'periodosPracticas', [idPeriodo], 'idPeriodoPreferencia', 'El periodo no existe');
    return this.bandera(caller, 'cv.periodo-practicas', { idPeriodoPreferenciaPracticas: idPeriodo }, idioma);
  }

  /** Without active search the student cannot apply to that kind of offer (54). */
  async editBusquedaActiva(caller: Caller, tipo: 'practicas' | 'empleo', activa: boolean, idioma: Idioma) {
    const cambio = tipo === 'practicas' ? { busquedaPracticasActiva: activa } : { busquedaEmpleoActiva: activa };
    return this.bandera(caller, `cv.busqueda-${tipo}`, cambio, idioma);
  }

  private async bandera(caller: Caller, accion: string, cambio: Parameters<CvRepository['actualizarAlumno']>[1], idioma: Idioma) {
    const idAlumno = alumnoDe(caller);
    await this.escribir(caller, accion, cambio, () => this.deps.repo.actualizarAlumno(idAlumno, cambio));
    return this.cvDe(idAlumno, idioma);
  }

  /** Staff: a student's CV, with an audit row for the reading (personal data seen by someone else). */
  async cvParaGestion(caller: Caller, idAlumno: number, idioma: Idioma) {
    requireAccess(caller, 'practicas:leer');
    if (!(await this.deps.repo.alumno(idAlumno))) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cv.estudianteNoExiste');
    await this.deps.audit.record(caller, { accion: 'cv.lectura', entidad: 'alumnos', entidadId: idAlumno });
    return this.cvDe(idAlumno, idioma);
  }

  /** Staff: adds a degree to a student's university records (what `dameTitulacionesActuales` offers). 8 if it is there. */
  async addExpediente(
    caller: Caller,
    input: {
      idAlumno: number;
      idTitulacion: number;
      finalizado: boolean;
      fechaInicio?: string | undefined;
      fechaFin?: string | undefined;
      creditosSuperados?: number | undefined;
      notaMedia?: number | undefined;
    },
  ) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, withTransaction, audit } = this.deps;
    if (!(await repo.alumno(input.idAlumno))) throw campoErroneo('idAlumno', 'El estudiante no existe');
    if (!(await repo.existeTitulacion(input.idTitulacion))) throw campoErroneo('idTitulacion', 'La titulación no existe');
    return withTransaction(async () => {
      const id = await repo.insertarExpediente({
        idAlumno: input.idAlumno,
        idTitulacion: input.idTitulacion,
        finalizado: input.finalizado,
        fechaInicio: input.fechaInicio ?? null,
        fechaFin: input.fechaFin ?? null,
        creditosSuperados: input.creditosSuperados ?? null,
        notaMedia: input.notaMedia === undefined ? null : String(input.notaMedia),
      });
      if (id === null) throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
      await audit.record(caller, {
        accion: 'expediente.alta',
        entidad: 'expedientes_universidad',
        entidadId: id,
        detalle: { idAlumno: input.idAlumno, idTitulacion: input.idTitulacion },
      });
      return { id };
    });
  }
}
