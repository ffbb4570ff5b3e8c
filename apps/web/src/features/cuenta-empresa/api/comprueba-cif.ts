import { useMutation } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { fetchData } from '@/lib/api-client';

/** POST /api/Alumno/compruebaCIF: whether the CIF is valid (33, shown on the field) and whether its company is in the portal. */
export const useComprobarCif = () =>
  useMutation({ mutationFn: (cif: string) => fetchData('compruebaCIF', { cif }), meta: silencioso });
