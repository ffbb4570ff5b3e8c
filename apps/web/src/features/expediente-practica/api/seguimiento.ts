import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Empresa/seguimientoPractica/:id: the legal record of one of the
 * company's internships. Silent: the page says a 45 (not this company's, or
 * no such internship) itself, and hands anything else to the banner.
 */
export const seguimientoQuery = (idPractica: number) =>
  endpointQuery('seguimientoPracticaEmpresa', { id: idPractica }, { sinAviso: true });

export const useSeguimiento = (idPractica: number) => useQuery({ ...seguimientoQuery(idPractica), meta: { silencioso: true } });

/**
 * Each change answers the record as it now is, which replaces the one on
 * screen. Silent: the forms say 15 and 27 on their fields and the rest in the
 * banner (components/formularios-empresa); the annex and the absences say
 * their refusals in place (components/expediente-practica).
 */
function useCambio<I>(idPractica: number, llamar: (input: I) => Promise<SeguimientoPractica>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: llamar,
    meta: { silencioso: true },
    onSuccess: (practica) => queryClient.setQueryData(seguimientoQuery(idPractica).queryKey, practica),
  });
}

/** POST /api/Empresa/proyectoFormativo: saves the plan; with `enviar`, mails the academic tutor a link to review it. */
export const useGuardarProyecto = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'proyectoFormativo'>) => fetchData('proyectoFormativo', input));

/** POST /api/Empresa/altaSeguridadSocialPractica: the company, when it is the obligated party, records the registration. */
export const useRegistrarAlta = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'altaSeguridadSocialPracticaEmpresa'>) =>
    fetchData('altaSeguridadSocialPracticaEmpresa', input),
  );

/** POST /api/Empresa/bajaSeguridadSocialPractica: the deregistration, on or after the registration. */
export const useRegistrarBaja = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'bajaSeguridadSocialPracticaEmpresa'>) =>
    fetchData('bajaSeguridadSocialPracticaEmpresa', input),
  );

/** POST /api/Empresa/anexoFirmadoPractica: the annex signed by the three parties, a PDF up to 2 MB; it replaces the one there. */
export const useSubirAnexoFirmado = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'anexoFirmadoPracticaEmpresa'>) => fetchData('anexoFirmadoPracticaEmpresa', input));

/** POST /api/Empresa/ausenciaPractica: a past scheduled day the student did not attend. */
export const useRegistrarAusencia = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'ausenciaPracticaEmpresa'>) => fetchData('ausenciaPracticaEmpresa', input));

/** POST /api/Empresa/borrarAusenciaPractica: an absence recorded by mistake. */
export const useBorrarAusencia = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'borrarAusenciaPracticaEmpresa'>) => fetchData('borrarAusenciaPracticaEmpresa', input));
