import type { Brand } from '@puente/contract/brand';
import { CAMPOS_MARCA, reglaCampo } from '@puente/contract/cv';

/** The columns of `alumnos` that hold the personal fields a brand may require. */
export interface DatosPersonalesAlumno {
  nombre: string;
  apellido1: string;
  email: string;
  telefono: string | null;
  fechaNacimiento: string | null;
  direccion: string | null;
  idPaisNacionalidad: number | null;
}

/** Where each brand-governed personal field (CAMPOS_MARCA.personales of contract cv.ts) lives. */
const LEER: Record<(typeof CAMPOS_MARCA.personales)[number], (a: DatosPersonalesAlumno) => unknown> = {
  telefono: (a) => a.telefono,
  fechaNacimiento: (a) => a.fechaNacimiento,
  direccion: (a) => a.direccion,
  nacionalidad: (a) => a.idPaisNacionalidad,
};
/** Always required, whatever the brand says: the portal cannot identify or reach the student without them. */
const SIEMPRE: Record<string, (a: DatosPersonalesAlumno) => unknown> = {
  nombre: (a) => a.nombre,
  apellido1: (a) => a.apellido1,
  email: (a) => a.email,
};

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The personal fields the student still has to fill: the always-required ones
 * and those the brand shows and requires, by the same rule (`reglaCampo`) the
 * CV form and `editDatosPersonales` build their schema from. Read by the
 * missing-data popup, the CV's completeness and the application rule 534/540.
 */
export function camposPersonalesQueFaltan(campos: Brand['campos'], alumno: DatosPersonalesAlumno): string[] {
  const requeridos = CAMPOS_MARCA.personales.filter((c) => {
    const regla = reglaCampo(campos, 'personales', c);
    return regla.visible && regla.requerido;
  });
  return [
    ...Object.entries(SIEMPRE)
      .filter(([, leer]) => vacio(leer(alumno)))
      .map(([c]) => c),
    ...requeridos.filter((c) => vacio(LEER[c](alumno))),
  ];
}
