import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

export interface ToggleMantenimientoVariables {
  activo: boolean;
  staffToken: string;
}

/** POST /api/Gestion/mantenimiento: staff switch maintenance mode on or off (spec §4). */
export const toggleMantenimiento = ({ activo, staffToken }: ToggleMantenimientoVariables) =>
  fetchData('mantenimiento', { activo }, { token: staffToken });

export const useToggleMantenimiento = () => useMutation({ mutationFn: toggleMantenimiento });
