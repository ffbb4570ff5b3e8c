import { authEndpoints } from '@puente/contract/endpoints/auth';
import { comunicacionesEndpoints } from '@puente/contract/endpoints/comunicaciones';
import { notificacionesEndpoints as ne } from '@puente/contract/endpoints/notificaciones';
import { ofertasEmpresaEndpoints as oe } from '@puente/contract/endpoints/ofertas-empresa';
import { procesosEndpoints as pe } from '@puente/contract/endpoints/procesos';
import { PortalCodes } from '@puente/contract/errors/codes';
import { bind, folder } from '../../lib/endpoint-binding';
import { notice } from '../../lib/notice';
import type { Services } from '../../services';

/** The folder's guard is the `empresa` role: every endpoint here needs a company-contact token. */
export const empresaRoutes = (s: Services) =>
  folder('empresa', [
    bind(authEndpoints.rgpdAceptarEmpresa, ({ caller }) => s.auth.acceptRgpd(caller), { allowRgpdPending: true }),
    bind(authEndpoints.passwordEmpresa, async ({ caller, input }) =>
      notice(PortalCodes.PASSWORD_CAMBIADA, await s.auth.changePassword(caller, input.passwordActual, input.passwordNueva)),
    ),
    // Notifications and communications (modules/notificaciones, modules/comunicaciones).
    bind(comunicacionesEndpoints.comunicacionesEmpresa, () => s.comunicaciones.vigentes('empresa')),
    bind(ne.notificacionesEmpresa, ({ caller }) => s.notificaciones.list(caller)),
    bind(ne.marcarNotificacionLeidaEmpresa, ({ caller, input }) => s.notificaciones.markRead(caller, input.id)),
    bind(ne.eliminaNotificacionEmpresa, ({ caller, input }) => s.notificaciones.remove(caller, input.id)),
    bind(ne.marcarNotificacionesSinEnlaceLeidasEmpresa, ({ caller }) => s.notificaciones.markReadWithoutLink(caller)),
    bind(ne.eliminaNotificacionesEmpresa, ({ caller }) => s.notificaciones.removeAll(caller)),
    // Offers and selection processes (modules/procesos).
    bind(oe.addOferta, ({ caller, input }) => s.ofertasEmpresa.add(caller, input)),
    bind(oe.dameOfertaEditable, ({ caller, input }) => s.ofertasEmpresa.editable(caller, input.id)),
    bind(oe.editaOferta, ({ caller, input }) => s.ofertasEmpresa.edit(caller, input)),
    bind(oe.cerrarOferta, ({ caller, input }) => s.ofertasEmpresa.close(caller, input.urlOferta)),
    bind(oe.copiarOferta, ({ caller, input }) => s.ofertasEmpresa.copy(caller, input.urlOferta, false)),
    bind(oe.copiarOfertaPerfilContrario, ({ caller, input }) => s.ofertasEmpresa.copy(caller, input.urlOferta, true)),
    bind(oe.deleteOferta, ({ caller, input }) => s.ofertasEmpresa.remove(caller, input.urlOferta)),
    bind(oe.getTipoPracticas, () => s.ofertasEmpresa.tiposPracticas()),
    bind(oe.programasDeLaEmpresa, ({ caller }) => s.ofertasEmpresa.programas(caller)),
    bind(pe.dameProcesosEmpleoYpracticas, ({ caller }) => s.procesos.list(caller)),
    bind(pe.dameDatosProceso, ({ caller, input }) => s.procesos.datos(caller, input.id)),
    bind(pe.dameDatosProcesoComoAlumno, ({ caller, input }) => s.procesos.comoAlumno(caller, input.id)),
    bind(pe.dameCandidato, ({ caller, input }) => s.procesos.candidato(caller, input.id)),
    bind(pe.cambiaEstadoCandidatura, ({ caller, input }) => s.procesos.cambiaEstado(caller, input)),
  ]);
