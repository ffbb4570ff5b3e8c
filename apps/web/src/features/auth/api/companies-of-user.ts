import type { LoginInput } from '@puente/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/Empresa/dameEmpresasDelUsuario: the companies a contact belongs to (needs valid credentials). */
export const fetchCompaniesOfUser = (input: LoginInput) =>
  fetchData('empresasDelUsuario', { ...input, eAmbito: 'PrivadoEmpresa' });

export const useCompaniesOfUser = () => useMutation({ mutationFn: fetchCompaniesOfUser });
