import { PortalCodes } from '@puente/contract/errors/codes';
import type { OperadorMeses, ProgramaPublico } from '@puente/contract/programas';
import { nombresNivelEstudios } from '@puente/contract/programas';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { FilaPrograma } from './programas.repository';

// What the portal's and the staff's programme services share: the 63 of a
// programme that is not there, and the public view the staff's view extends.

export const noEncontrado = () => rechazo(PortalCodes.PROGRAMA_NO_ENCONTRADO, 'programa.noActivo');

export function vistaPublica(p: FilaPrograma): ProgramaPublico {
  return {
    idPrograma: p.id,
    titulo: p.titulo,
    urlAcceso: p.urlAcceso,
    urlImagen: p.urlImagen,
    descripcion: p.descripcion,
    financiacion: p.financiacion,
    tiposEstudios: p.tiposEstudios.map((n) => nombresNivelEstudios[n] ?? String(n)),
    fechaInicio: formatFecha(p.fechaInicio),
    fechaFin: formatFecha(p.fechaFin),
    meses: p.meses,
    meses2: p.meses2,
    operadorMeses: (p.operadorMeses as OperadorMeses | null) ?? null,
    requiereAdhesion: p.requiereAdhesion,
    plazo: formatFecha(p.plazo),
    europeo: p.europeo,
  };
}
