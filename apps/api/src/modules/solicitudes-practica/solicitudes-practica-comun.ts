import { PortalCodes } from '@puente/contract/errors/codes';
import type { TipoPractica } from '@puente/contract/practicas-empresa';
import {
  type EstadoSolicitudPractica,
  etiquetasEstadoSolicitudPractica,
  type SolicitudPractica,
  type TipoSolicitudPractica,
} from '@puente/contract/solicitudes-practica';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { FilaSolicitud, SolicitudesPracticaRepository } from './solicitudes-practica.repository';

// What the portal's and the staff's services share: the answer's shape, the refusals and the screens a notification opens.

export const PANTALLA_ALUMNO = '/mis-practicas';
export const PANTALLA_PROPUESTA = '/propuesta-practicas';

const numero = (v: string | null) => (v === null ? null : Number(v));

export function vista(f: FilaSolicitud): SolicitudPractica {
  const estado = f.estado as EstadoSolicitudPractica;
  return {
    idSolicitud: f.id,
    tipo: f.tipo as TipoSolicitudPractica,
    origen: f.origen as 'alumno' | 'empresa',
    estado,
    etiquetaEstado: etiquetasEstadoSolicitudPractica[estado],
    alumno: f.alumno,
    empresa:
      f.tipo === 'propuesta' && f.empresa !== null && f.cif !== null
        ? { nombre: f.empresa, cif: f.cif, registrada: f.idEmpresa !== null }
        : null,
    centro:
      f.idCentro !== null && f.centro !== null
        ? { id: f.idCentro, nombre: f.centro, localidad: f.centroLocalidad ?? '', provincia: f.provincia ?? '' }
        : null,
    tipoPractica: f.tipoPractica as TipoPractica,
    fechaInicio: formatFecha(f.fechaInicio),
    fechaFin: formatFecha(f.fechaFin),
    tutor: { nombre: f.tutorNombre, email: f.tutorEmail, telefono: f.tutorTelefono },
    tareas: f.tareas,
    horasDia: numero(f.horasDia),
    numeroDiasSemana: f.diasSemana,
    tiempoDedicacionJornada: numero(f.dedicacion),
    respuesta: f.respuesta,
    fecha: formatFecha(f.creadoEn) ?? '',
    fechaRespuesta: formatFecha(f.resueltoEn),
    idPractica: f.idPractica,
  };
}

export const noEncontrada = () => rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'solicitud.noEncontrada');
export const yaRespondida = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'solicitud.yaRespondida');

export function soloRol(caller: Caller, tipo: Caller['tipo']) {
  if (caller.tipo !== tipo) throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

/** A request or proposal by id, whoever's it is (45 when missing): what both services answer after a change. */
export async function leer(repo: Pick<SolicitudesPracticaRepository, 'solicitud'>, id: number) {
  const fila = await repo.solicitud(id);
  if (!fila) throw noEncontrada();
  return fila;
}
