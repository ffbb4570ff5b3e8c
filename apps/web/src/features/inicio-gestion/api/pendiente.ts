import type { MotivoRechazoEmpresa } from '@puente/contract/empresa-cuenta';
import type { MotivoRechazoOfertaDatos } from '@puente/contract/ofertas-gestion';
import {
  type ElementoPendiente,
  type Pendiente,
  PRIMEROS_PENDIENTE,
  type PrimerosPendiente,
  type TipoPendiente,
} from '@puente/contract/pendiente';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@/lib/api-client';
import { download, fetchData } from '@/lib/api-client';
import { endpointKey, endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/** How often the work queue is read again while the home is open, so a count moves without a reload. */
export const PENDIENTE_CADA_MS = 60_000;

/**
 * GET /api/Gestion/pendiente: what waits for staff, by kind (only the kinds the member reads).
 * Read again on returning to the window and every minute; a decision invalidates it too.
 */
export const usePendienteGestion = () =>
  useQuery({
    ...endpointQuery('pendienteGestion', {}),
    refetchOnWindowFocus: true,
    refetchInterval: PENDIENTE_CADA_MS,
  });

const entradaPrimeros = (tipo: TipoPendiente) => ({ tipo, tamano: PRIMEROS_PENDIENTE });

/**
 * GET /api/Gestion/pendiente/:tipo: the oldest items of one kind, read when its card is opened and then as
 * often as the counts, so the open list and its card's number move together.
 */
export const usePrimerosPendiente = (tipo: TipoPendiente) =>
  useQuery({
    ...endpointQuery('primerosPendienteGestion', entradaPrimeros(tipo)),
    refetchOnWindowFocus: true,
    refetchInterval: PENDIENTE_CADA_MS,
  });

/**
 * A decision taken on the home: the item and which way. Declining a company or an offer takes one of the
 * contract's structured reasons; agreements, proposals and change requests take the member's words.
 */
export type Decision =
  | { item: Extract<ElementoPendiente, { tipo: 'empresas' }>; aceptar: true }
  | {
      item: Extract<ElementoPendiente, { tipo: 'empresas' }>;
      aceptar: false;
      motivo: { idMotivo: MotivoRechazoEmpresa; detalle?: string | undefined };
    }
  | { item: Extract<ElementoPendiente, { tipo: 'ofertas' }>; aceptar: true }
  | { item: Extract<ElementoPendiente, { tipo: 'ofertas' }>; aceptar: false; motivo: MotivoRechazoOfertaDatos }
  | { item: Extract<ElementoPendiente, { tipo: 'adhesiones' }>; aceptar: boolean }
  | { item: Extract<ElementoPendiente, { tipo: 'convenios' | 'propuestas' | 'cambios' }>; aceptar: true }
  | { item: Extract<ElementoPendiente, { tipo: 'convenios' | 'propuestas' | 'cambios' }>; aceptar: false; texto: string };

/** What a decision did: done, or (an offer) left as it was with the reason the API gave. */
export type Resultado = { hecho: true } | { hecho: false; razon: 'incompleta' | 'plazoPasado' | 'noPendiente' };

/** The key that tells one item of a kind from the others (adhesions have no id of their own). */
export function claveDe(item: ElementoPendiente): string {
  switch (item.tipo) {
    case 'empresas':
      return `e${item.idEmpresa}`;
    case 'ofertas':
      return `o${item.idOferta}`;
    case 'convenios':
      return `c${item.idConvenio}`;
    case 'adhesiones':
      return `a${item.idPrograma}-${item.adherente}-${item.idAdherente}`;
    default:
      return `s${item.idSolicitud}`;
  }
}

/** Each kind's decision endpoints, as the contract names them. Notices (520…) are said by the home itself. */
async function llamar(d: Decision): Promise<Resultado> {
  const callado = { sinAviso: true } as const;
  switch (d.item.tipo) {
    case 'empresas': {
      const id = d.item.idEmpresa;
      if (d.aceptar) await fetchData('validarEmpresa', { id }, callado);
      else if ('motivo' in d) {
        const { idMotivo, detalle } = d.motivo as { idMotivo: MotivoRechazoEmpresa; detalle?: string };
        await fetchData('rechazarEmpresa', { id, idMotivo, ...(detalle ? { motivo: detalle } : {}) }, callado);
      }
      return { hecho: true };
    }
    case 'ofertas': {
      // The bulk endpoint with this one id, as the offer's review does: declining takes the structured reason.
      const motivo = !d.aceptar && 'motivo' in d ? (d.motivo as MotivoRechazoOfertaDatos) : undefined;
      const lote = await fetchData(
        'ofertasEnBloque',
        { decision: d.aceptar ? 'validar' : 'rechazar', ids: [d.item.idOferta], ...(motivo ? { motivo } : {}) },
        callado,
      );
      const omitida = lote.omitidas[0];
      return lote.afectadas > 0 || !omitida ? { hecho: true } : { hecho: false, razon: omitida.razon };
    }
    case 'convenios': {
      const id = d.item.idConvenio;
      if (d.aceptar) await fetchData('validarConvenio', { id }, callado);
      else await fetchData('rechazarConvenio', { id, motivo: textoDe(d) }, callado);
      return { hecho: true };
    }
    case 'adhesiones': {
      const { idPrograma, adherente, idAdherente } = d.item;
      await fetchData('resolverAdhesionPrograma', { id: idPrograma, tipo: adherente, idAdherente, aceptar: d.aceptar }, callado);
      return { hecho: true };
    }
    case 'propuestas': {
      const id = d.item.idSolicitud;
      if (d.aceptar) await fetchData('aceptarPropuestaPractica', { id }, callado);
      else await fetchData('rechazarPropuestaPractica', { id, motivo: textoDe(d) }, callado);
      return { hecho: true };
    }
    case 'cambios': {
      const id = d.item.idSolicitud;
      await fetchData(
        'resolverSolicitudCambioPractica',
        d.aceptar ? { id, aceptar: true } : { id, aceptar: false, respuesta: textoDe(d) },
        callado,
      );
      return { hecho: true };
    }
    default:
      throw new Error('Sin decisión en el inicio para este tipo');
  }
}

const textoDe = (d: Decision) => ('texto' in d ? d.texto : '');

/** What else a decision of each kind makes stale: the kind's own screens and lists, named by endpoint. */
const LISTAS_DE: Partial<Record<TipoPendiente, readonly EndpointName[]>> = {
  empresas: ['empresasPendientes'],
  ofertas: ['ofertasGestion', 'dameOfertaValidacion', 'ofertasPendientesValidacion'],
  convenios: ['conveniosPendientes'],
  adhesiones: ['adhesionesPrograma'],
  propuestas: ['propuestasPracticasPendientes'],
  cambios: ['solicitudesCambioPracticasPendientes'],
};

/**
 * The item leaves its list and its count goes down at once (the answer said it is decided), then the
 * queue, the kind's head and the kind's other lists are read again, so the numbers are the server's.
 */
function quitar(queryClient: QueryClient, item: ElementoPendiente) {
  const clave = claveDe(item);
  queryClient.setQueryData<PrimerosPendiente>(endpointKey('primerosPendienteGestion', entradaPrimeros(item.tipo)), (antes) =>
    antes ? { ...antes, total: Math.max(0, antes.total - 1), items: antes.items.filter((i) => claveDe(i) !== clave) } : antes,
  );
  queryClient.setQueryData<Pendiente>(endpointKey('pendienteGestion', {}), (antes) =>
    antes?.map((p) => (p.tipo === item.tipo ? { ...p, total: Math.max(0, p.total - 1) } : p)),
  );
}

/** POST the decision of one item; on success it leaves the home's list and the counts are read again. */
export function useDecidirPendiente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: llamar,
    onSuccess: (resultado, { item }) => {
      if (resultado.hecho) quitar(queryClient, item);
      return invalidateEndpoints(queryClient, ['pendienteGestion', 'primerosPendienteGestion', ...(LISTAS_DE[item.tipo] ?? [])]);
    },
  });
}

/** The signed copy of an agreement waiting for review, saved by the browser (GET descargaConvenioFirmado/:id). */
export function useCopiaFirmada() {
  return useMutation({
    mutationFn: async ({ idConvenio, referencia }: { idConvenio: number; referencia: string }) => {
      const archivo = await download(
        'descargaConvenioFirmadoGestion',
        { id: idConvenio },
        { nombrePorDefecto: `convenio-${referencia.replace('/', '-')}-firmado.pdf` },
      );
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
