import { PortalCodes } from '@puente/contract/errors/codes';
import { type ClaveCondicion, type CondicionPrograma, nombresNivelEstudios } from '@puente/contract/programas';
import { formatFecha } from '../../lib/fecha';
import { type TextoRechazo, texto } from '../../lib/portal-error';

/**
 * The one place where a programme's conditions are evaluated for a student:
 * the detail explains them, the adhesion and applying to an offer of the
 * programme (through InscripcionService) refuse with the code of the one that
 * fails, or 80 listing them when several fail. Pure: the data comes in.
 */

/** Degree levels 1–4 (grado, máster, doctorado, título propio) are university studies. */
const NIVELES_UNIVERSITARIOS = [1, 2, 3, 4];

export interface ProgramaCondiciones {
  requiereAdhesion: boolean;
  plazo: string | null;
  tiposEstudios: number[];
  soloEstudiantesUniversitarios: boolean;
  soloAlumnosUniversidad: boolean;
  soloTituladosUniversitarios: boolean;
  fechaTitulacionMinima: string | null;
  exclusivo: boolean;
  europeo: boolean;
}

export interface EstudioCondiciones {
  idNivel: number;
  finalizado: boolean;
  deLaUniversidad: boolean;
  /** yyyy-mm-dd */
  fechaFin: string | null;
}

export interface AlumnoCondiciones {
  estudios: EstudioCondiciones[];
  /** The student's adhesion to this programme. */
  estadoAdhesion: string | null;
  /** Programmes with offers the student has a live candidacy in. */
  programasConCandidaturas: ReadonlySet<number>;
}

export interface Condicion extends CondicionPrograma {
  /** The code that refuses when this one alone fails. */
  codigo: number;
  /** Why it fails, a keyed text of lib/mensajes/rechazos rendered in the reader's language. */
  noCumple: TextoRechazo;
}

export interface Rechazo {
  code: number;
  /** What the refusal says (rendered per reader by the errors plugin or the offer's `motivoNoInscripcion`). */
  texto: TextoRechazo;
}

const universitario = (e: EstudioCondiciones) => NIVELES_UNIVERSITARIOS.includes(e.idNivel);

/**
 * Every condition of the programme, met or not by this student (null: not
 * known until applying, or no student). `hoy` is yyyy-mm-dd.
 */
export function condicionesDe(
  idPrograma: number,
  p: ProgramaCondiciones,
  alumno: AlumnoCondiciones | null,
  hoy: string,
): Condicion[] {
  const c: Condicion[] = [];
  const poner = (
    clave: ClaveCondicion,
    texto: string,
    valor: string | null,
    cumple: (a: AlumnoCondiciones) => boolean | null,
    codigo: number,
    noCumple: TextoRechazo,
  ) => c.push({ clave, texto, valor, cumple: alumno ? cumple(alumno) : null, codigo, noCumple });

  if (p.plazo !== null) {
    const dia = formatFecha(p.plazo);
    c.push({
      clave: 'plazo',
      texto: `Plazo de adhesión e inscripción hasta el ${dia}`,
      valor: dia,
      cumple: hoy <= p.plazo,
      codigo: PortalCodes.PLAZO_VENCIDO,
      noCumple: texto('condicion.plazo', { fecha: dia ?? '' }),
    });
  }
  if (p.tiposEstudios.length > 0) {
    const tipos = p.tiposEstudios.map((n) => nombresNivelEstudios[n] ?? String(n)).join(', ');
    poner(
      'tiposEstudios',
      `Para estudiantes de: ${tipos}`,
      tipos,
      (a) => a.estudios.some((e) => p.tiposEstudios.includes(e.idNivel)),
      PortalCodes.REQUISITOS_NO_CUMPLIDOS,
      texto('condicion.tiposEstudios', { tipos }),
    );
  }
  if (p.soloEstudiantesUniversitarios)
    poner(
      'estudiantesUniversitarios',
      'Solo para estudiantes universitarios (con estudios universitarios en curso)',
      null,
      (a) => a.estudios.some((e) => universitario(e) && !e.finalizado),
      PortalCodes.PROGRAMA_SOLO_UNIVERSITARIOS,
      texto('condicion.estudiantesUniversitarios'),
    );
  if (p.soloAlumnosUniversidad)
    poner(
      'alumnosUniversidad',
      'Solo para estudiantes de la universidad o de sus centros adscritos',
      null,
      (a) => a.estudios.some((e) => e.deLaUniversidad),
      PortalCodes.SOLO_ALUMNOS_UNIVERSIDAD,
      texto('condicion.alumnosUniversidad'),
    );
  if (p.soloTituladosUniversitarios)
    poner(
      'tituladosUniversitarios',
      'Solo para estudiantes con una titulación universitaria terminada',
      null,
      (a) => a.estudios.some((e) => universitario(e) && e.finalizado),
      PortalCodes.SOLO_ESTUDIOS_UNIVERSITARIOS,
      texto('condicion.tituladosUniversitarios'),
    );
  if (p.fechaTitulacionMinima !== null) {
    const minima = p.fechaTitulacionMinima;
    const dia = formatFecha(minima);
    poner(
      'fechaTitulacion',
      `Si ya terminaste una titulación universitaria, debes haberla terminado a partir del ${dia}`,
      dia,
      (a) => {
        const terminadas = a.estudios.filter((e) => universitario(e) && e.finalizado);
        // A degree finished on an unknown day cannot prove it is recent enough.
        return terminadas.length === 0 || terminadas.some((e) => e.fechaFin !== null && e.fechaFin >= minima);
      },
      PortalCodes.FECHA_TITULACION_TEMPRANA,
      texto('condicion.fechaTitulacion', { fecha: dia ?? '' }),
    );
  }
  if (p.exclusivo)
    poner(
      'exclusivo',
      'No es compatible con candidaturas en ofertas de otros programas',
      null,
      (a) => ![...a.programasConCandidaturas].some((id) => id !== idPrograma),
      PortalCodes.CANDIDATURAS_OTROS_PROGRAMAS,
      texto('condicion.exclusivo'),
    );
  if (p.requiereAdhesion)
    poner(
      'adhesion',
      'Hay que adherirse al programa antes de inscribirse en sus ofertas',
      null,
      (a) => a.estadoAdhesion === 'adherida',
      PortalCodes.ADHESION_PREVIA_REQUERIDA,
      texto('condicion.adhesion'),
    );
  if (p.europeo)
    c.push({
      clave: 'europeo',
      texto: 'Programa europeo: al inscribirte en una oferta se comprueba tu elegibilidad con el servicio europeo',
      valor: null,
      cumple: null,
      codigo: PortalCodes.REQUISITOS_NO_CUMPLIDOS,
      noCumple: texto('condicion.europeo'),
    });
  return c;
}

/** The conditions that decide whether the student may take part (not the deadline, the adhesion or the external check). */
const DE_PERFIL: ReadonlySet<ClaveCondicion> = new Set([
  'tiposEstudios',
  'estudiantesUniversitarios',
  'alumnosUniversidad',
  'tituladosUniversitarios',
  'fechaTitulacion',
  'exclusivo',
]);

/** One failing condition answers its own code; several answer 80 naming each. */
function rechazoDePerfil(condiciones: Condicion[]): Rechazo | null {
  const fallan = condiciones.filter((c) => DE_PERFIL.has(c.clave) && c.cumple === false);
  const [una] = fallan;
  if (!una) return null;
  if (fallan.length === 1) return { code: una.codigo, texto: texto('programa.noCumple', { condicion: una.noCumple }) };
  return {
    code: PortalCodes.REQUISITOS_NO_CUMPLIDOS,
    texto: texto('programa.noCumplesVarios', { condiciones: fallan.map((c) => c.noCumple) }),
  };
}

const porClave = (condiciones: Condicion[], clave: ClaveCondicion) => condiciones.find((c) => c.clave === clave);

const rechazoDe = (c: Condicion | undefined): Rechazo | null =>
  c && c.cumple === false ? { code: c.codigo, texto: texto('programa.noCumple', { condicion: c.noCumple }) } : null;

/** Asking to join: 92 past the deadline, then the profile's conditions. (65 and 64 are the service's: they read no profile.) */
export function veredictoAdhesion(condiciones: Condicion[]): Rechazo | null {
  return rechazoDe(porClave(condiciones, 'plazo')) ?? rechazoDePerfil(condiciones);
}

/** Applying to an offer of the programme: 92, then 91 without the adhesion it needs, then the profile's conditions. */
export function veredictoInscripcion(condiciones: Condicion[]): Rechazo | null {
  return (
    rechazoDe(porClave(condiciones, 'plazo')) ?? rechazoDe(porClave(condiciones, 'adhesion')) ?? rechazoDePerfil(condiciones)
  );
}

/** As the contract shows a condition. */
export const vistaCondicion = ({ clave, texto, valor, cumple }: Condicion): CondicionPrograma => ({
  clave,
  texto,
  valor,
  cumple,
});
