import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { silencioso } from '../rechazo';

/** POST /api/Alumno/compruebaCIF: whether the CIF is valid (33, shown on the field) and whether its company is in the portal. */
export const useComprobarCif = () =>
  useMutation({ mutationFn: (cif: string) => fetchData('compruebaCIF', { cif }), meta: silencioso });
