import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Empresa/programasDeLaEmpresa: programmes an internship offer may belong to. */
export const fetchProgramasEmpresa = () => fetchData('programasDeLaEmpresa', {});

export const useProgramasEmpresa = () =>
  useQuery({ queryKey: ['programasDeLaEmpresa'], queryFn: fetchProgramasEmpresa, staleTime: 5 * 60_000 });
