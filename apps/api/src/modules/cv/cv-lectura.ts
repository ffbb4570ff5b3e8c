import type { Brand } from '@puente/contract/brand';
import type { Cv } from '@puente/contract/cv';
import { cvArchivosEndpoints } from '@puente/contract/endpoints/cv-archivos';
import type { DomainItem } from '@puente/contract/endpoints/dominios';
import { PortalCodes } from '@puente/contract/errors/codes';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { DominiosService } from '../dominios/dominios.service';
import { camposPersonalesQueFaltan } from '../perfil-alumno/datos-personales';
import { necesitaPermisoTrabajo } from '../perfil-alumno/permiso-trabajo';
import { completitud } from './completitud';
import type { CvRepository } from './cv.repository';

export interface LecturaDeps {
  repo: CvRepository;
  dominios: Pick<DominiosService, 'lista'>;
  brand: Brand;
}

const numero = (v: string | null) => (v === null ? null : Number(v));
const nivelPrograma = (n: number): 1 | 2 | 3 => (n === 1 || n === 2 || n === 3 ? n : 1);

/** A domain list as id → label in the reader's language. */
async function etiquetas(dominios: LecturaDeps['dominios'], lista: Parameters<DominiosService['lista']>[0], idioma: Idioma) {
  const items: DomainItem[] = await dominios.lista(lista, idioma);
  return new Map(items.map((i) => [i.id, i.descripcion]));
}

/**
 * The whole CV of a student (spec §3 Student CV), labels in the reader's
 * language (decision 013). No caller check: the student's own endpoint and
 * the company's view (modules/cv-archivos, after checking the candidacy) call it.
 */
export async function leerCv({ repo, dominios, brand }: LecturaDeps, idAlumno: number, idioma: Idioma): Promise<Cv> {
  const alumno = await repo.alumno(idAlumno);
  if (!alumno) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'cv.estudianteNoExiste');
  const [estudios, idiomas, experiencias, tags, programas, areas, documentos, procesos] = await Promise.all([
    repo.estudios(idAlumno),
    repo.idiomas(idAlumno),
    repo.experiencias(idAlumno),
    repo.tags(idAlumno),
    repo.programas(idAlumno),
    repo.areas(idAlumno),
    repo.documentos(idAlumno),
    repo.documentosProcesos(idAlumno),
  ]);
  const [paises, niveles, nombresIdioma, nivelesIdioma, nombresTag, nombresPrograma, nombresArea] = await Promise.all([
    etiquetas(dominios, 'paises', idioma),
    etiquetas(dominios, 'nivelesTitulacion', idioma),
    etiquetas(dominios, 'idiomas', idioma),
    etiquetas(dominios, 'nivelesIdioma', idioma),
    etiquetas(dominios, 'tagsInteres', idioma),
    etiquetas(dominios, 'programasInformaticos', idioma),
    etiquetas(dominios, 'areasFuncionales', idioma),
  ]);

  const docs = documentos.map(({ documento: d, tamano }) => ({
    id: d.id,
    nombre: d.nombre,
    extension: d.extension,
    tamano: tamano ?? 0,
    fecha: formatFecha(d.creadoEn) ?? '',
    esCv: d.esCv,
    privado: d.privado,
  }));
  const cv: Omit<Cv, 'completitud'> = {
    personales: {
      DNI: alumno.dni,
      nombre: alumno.nombre,
      apellido1: alumno.apellido1,
      apellido2: alumno.apellido2,
      email: alumno.email,
      comunicacionesEnEmailEstudiante: alumno.comunicacionesEmail,
      telefono: alumno.telefono,
      fechaNacimiento: alumno.fechaNacimiento,
      direccion: alumno.direccion,
      nacionalidad: alumno.idPaisNacionalidad,
      nombreNacionalidad: alumno.idPaisNacionalidad === null ? null : (paises.get(alumno.idPaisNacionalidad) ?? null),
    },
    academicos: estudios.map(({ estudio: e, nombre, idNivel }) => ({
      id: e.id,
      idTitulacion: e.idTitulacion,
      titulacion: nombre ?? e.titulo ?? '',
      nivel: idNivel === null ? null : (niveles.get(idNivel) ?? null),
      centro: e.centro ?? (e.deLaUniversidad ? brand.nombreUniversidad : null),
      deLaUniversidad: e.deLaUniversidad,
      finalizado: e.finalizado,
      fechaInicio: e.fechaInicio,
      fechaFin: e.fechaFin,
      nota: numero(e.nota),
      notaMedia: numero(e.notaMedia),
      creditosSuperados: e.creditosSuperados,
    })),
    profesional: {
      experiencia: experiencias.map(({ experiencia: x, nombreAdjunto }) => ({
        id: x.id,
        puesto: x.puesto,
        empresa: x.empresa,
        fechaInicio: x.fechaInicio,
        fechaFin: x.fechaFin,
        descripcion: x.descripcion,
        enlace: x.enlace,
        adjunto: x.idArchivoAdjunto && nombreAdjunto ? { id: x.id, nombre: nombreAdjunto } : null,
      })),
      carnetConducir: alumno.carnetConducir,
      vehiculoPropio: alumno.vehiculoPropio,
      disponibilidadViajar: alumno.disponibilidadViajar,
      disponibilidadCambioResidencia: alumno.disponibilidadCambioResidencia,
      areasFuncionales: areas.map((id) => ({ id, descripcion: nombresArea.get(id) ?? '' })),
    },
    idiomas: idiomas.map((i) => ({
      id: i.id,
      idIdioma: i.idIdioma,
      idioma: nombresIdioma.get(i.idIdioma) ?? '',
      idNivel: i.idNivel,
      nivel: nivelesIdioma.get(i.idNivel) ?? '',
    })),
    competencias: alumno.competencias,
    interes: {
      tags: tags.map((id) => ({ id, descripcion: nombresTag.get(id) ?? '' })),
      programasInformaticos: programas.map((p) => ({
        idPrograma: p.idPrograma,
        programa: nombresPrograma.get(p.idPrograma) ?? '',
        nivel: nivelPrograma(p.nivel),
      })),
    },
    documentos: docs.filter((d) => !d.privado),
    documentosPrivados: docs.filter((d) => d.privado),
    documentosProcesos: procesos.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      extension: p.extension,
      fecha: formatFecha(p.creadoEn) ?? '',
      tituloOferta: p.tituloOferta,
      urlOferta: p.urlOferta,
    })),
    urlCV: cvArchivosEndpoints.descargaCv.path,
    urlImagenPerfil: alumno.idArchivoFoto ? cvArchivosEndpoints.imagenPerfil.path : null,
    tienePermisoTrabajo: alumno.tienePermisoTrabajo,
    necesitaPermisoTrabajo: necesitaPermisoTrabajo(alumno.idPaisNacionalidad),
    idPeriodoPreferenciaPracticas: alumno.idPeriodoPreferenciaPracticas,
    busquedaPracticasActiva: alumno.busquedaPracticasActiva,
    busquedaTrabajoActiva: alumno.busquedaEmpleoActiva,
    presentacion: alumno.presentacion,
    enlacePortfolio: alumno.enlacePortfolio,
    linkedin: alumno.linkedin,
  };
  return {
    ...cv,
    completitud: completitud({
      personales: camposPersonalesQueFaltan(brand.campos, alumno).length === 0,
      formacion: estudios.length > 0,
      idiomas: idiomas.length > 0,
      experiencia: experiencias.length > 0,
      competencias: alumno.competencias.length > 0,
      intereses: tags.length > 0 || programas.length > 0,
      presentacion: (alumno.presentacion ?? '').trim() !== '',
      documentos: docs.length > 0,
      foto: alumno.idArchivoFoto !== null,
    }),
  };
}
