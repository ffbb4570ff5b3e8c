import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

export interface ToggleMaintenanceVariables {
  activo: boolean;
  staffToken: string;
}

/** POST /api/Gestion/mantenimiento: staff switch maintenance mode on or off (spec §4). */
export const toggleMaintenance = ({ activo, staffToken }: ToggleMaintenanceVariables) =>
  fetchData('mantenimiento', { activo }, { token: staffToken });

export const useToggleMaintenance = () => useMutation({ mutationFn: toggleMaintenance });
