import { authEndpoints } from '@puente/contract/endpoints/auth';
import { candidaturasAlumnoEndpoints as ca } from '@puente/contract/endpoints/candidaturas-alumno';
import { comunicacionesEndpoints } from '@puente/contract/endpoints/comunicaciones';
import { cuentaEndpoints } from '@puente/contract/endpoints/cuenta';
import { notificacionesEndpoints as ne } from '@puente/contract/endpoints/notificaciones';
import { ofertasEndpoints as oe } from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { bind, folder } from '../../lib/endpoint-binding';
import { notice } from '../../lib/notice';
import type { Services } from '../../services';

/** The folder's guard is the `alumno` role: every endpoint here needs a student token. */
export const alumnoRoutes = (s: Services) =>
  folder('alumno', [
    bind(authEndpoints.rgpdAceptarAlumno, ({ caller }) => s.auth.acceptRgpd(caller), { allowRgpdPending: true }),
    bind(authEndpoints.passwordAlumno, async ({ caller, input }) =>
      notice(PortalCodes.PASSWORD_CAMBIADA, await s.auth.changePassword(caller, input.passwordActual, input.passwordNueva)),
    ),
    bind(cuentaEndpoints.solicitarBaja, async ({ caller, input }) =>
      notice(PortalCodes.BAJA_SOLICITADA, await s.cuenta.requestDeletion(caller, input.motivo)),
    ),
    // Offers (modules/ofertas).
    bind(oe.ofertasUsuario, ({ caller, input }) => s.ofertas.listar(caller.id, input)),
    bind(oe.numOfertasEmpleo, () => s.ofertas.numPublicadas('empleo')),
    bind(oe.numOfertasPracticas, () => s.ofertas.numPublicadas('practicas')),
    bind(oe.ofertasEncajan, ({ caller, input }) => s.ofertas.encajan(caller.id, input.limite)),
    bind(oe.oferta, ({ caller, input }) => s.ofertas.verComoAlumno(caller.id, input.url)),
    // Candidacies (modules/candidaturas).
    bind(ca.inscribirse, async ({ caller, input }) =>
      notice(PortalCodes.CV_GENERADO_ENVIADO, await s.candidaturas.inscribirse(caller.id, input.urlOferta, input.tipo)),
    ),
    bind(ca.desinscribirse, async ({ caller, input }) =>
      notice(PortalCodes.DESINSCRITO_OFERTA, await s.candidaturas.desinscribirse(caller.id, input.urlOferta)),
    ),
    bind(ca.candidaturasEmpleo, ({ caller }) => s.candidaturas.listar(caller.id, 'empleo')),
    bind(ca.candidaturasPracticas, ({ caller }) => s.candidaturas.listar(caller.id, 'practicas')),
    bind(ca.candidatura, ({ caller, input }) => s.candidaturas.detalle(caller.id, input.url)),
    bind(ca.aceptarPreinscripcion, async ({ caller, input }) =>
      notice(
        PortalCodes.RESPUESTA_PREINSCRIPCION_REGISTRADA,
        await s.candidaturas.aceptarPreinscripcion(caller.id, input.urlOferta),
      ),
    ),
    bind(ca.rechazarPreinscripcion, async ({ caller, input }) =>
      notice(
        PortalCodes.RECHAZO_REGISTRADO,
        await s.candidaturas.rechazarPreinscripcion(caller.id, input.urlOferta, input.idMotivo),
      ),
    ),
    bind(ca.avisoCreditos, ({ caller, input }) => s.avisosAlumno.avisoCreditos(caller.id, input.id)),
    bind(ca.faltanDatosPersonales, ({ caller }) => s.avisosAlumno.faltanDatosPersonales(caller.id)),
    bind(ca.faltanDatosPractica, ({ caller }) => s.avisosAlumno.faltanDatosPractica(caller.id)),
    // Notifications and communications (modules/notificaciones, modules/comunicaciones).
    bind(comunicacionesEndpoints.comunicacionesAlumno, () => s.comunicaciones.vigentes('alumno')),
    bind(ne.notificacionesAlumno, ({ caller }) => s.notificaciones.list(caller)),
    bind(ne.marcarNotificacionLeidaAlumno, ({ caller, input }) => s.notificaciones.markRead(caller, input.id)),
    bind(ne.eliminaNotificacionAlumno, ({ caller, input }) => s.notificaciones.remove(caller, input.id)),
    bind(ne.marcarNotificacionesSinEnlaceLeidasAlumno, ({ caller }) => s.notificaciones.markReadWithoutLink(caller)),
    bind(ne.eliminaNotificacionesAlumno, ({ caller }) => s.notificaciones.removeAll(caller)),
  ]);
