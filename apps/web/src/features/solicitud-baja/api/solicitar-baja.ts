import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/Alumno/solicitarBajaServicio: answers 517, whose banner confirms the request. */
export const solicitarBaja = (motivo: string) => fetchData('solicitarBaja', motivo.trim() ? { motivo: motivo.trim() } : {});

export const useSolicitarBaja = () => useMutation({ mutationFn: solicitarBaja });
