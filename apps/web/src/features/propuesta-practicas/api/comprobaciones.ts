import { useMutation } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';

/** POST /api/Alumno/compruebaCIF: a valid CIF (33 on the field) and whether its company is in the portal, with its name. */
export const useComprobarCif = () =>
  useMutation({ mutationFn: (cif: string) => fetchData('compruebaCIF', { cif }), meta: silencioso });

/**
 * POST /api/Empresa/compruebaDNIalumno: the student's name, or 509 (a notice,
 * shown on the field here instead of the banner); 66 on the field.
 */
export const useComprobarDni = () =>
  useMutation({ mutationFn: (dni: string) => fetchData('compruebaDNIalumno', { dni }, { sinAviso: true }), meta: silencioso });

/** POST /api/Alumno/compruebaEmailContactoEmpresa: 44 when the e-mail is a contact of a company in the portal. */
export const comprobarEmailContacto = (cif: string, email: string) => fetchData('compruebaEmailContactoEmpresa', { cif, email });
