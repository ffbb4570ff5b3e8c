import type { Brand } from '@puente/contract/brand';
import type { Database } from './db/client';
import { transactional } from './db/transactional';
import type { Env } from './env';
import { prepararCifrado } from './lib/cifrado/arranque';
import { ClavesDatosRepository } from './lib/cifrado/claves-datos.repository';
import { createStorage } from './lib/storage/create-storage';
import { createAltaEmpresaModule } from './modules/alta-empresa/alta-empresa.module';
import { createAlumnosGestionModule } from './modules/alumnos-gestion/alumnos-gestion.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createAuthModule } from './modules/auth/auth.module';
import { createBusquedasGuardadasModule } from './modules/busquedas-guardadas/busquedas-guardadas.module';
import { createCandidaturasModule } from './modules/candidaturas/candidaturas.module';
import { createCifrasModule } from './modules/cifras/cifras.module';
import { createComunicacionesModule } from './modules/comunicaciones/comunicaciones.module';
import { createConveniosModule } from './modules/convenios/convenios.module';
import { createCorreoModule } from './modules/correo/correo.module';
import { createCuentaModule } from './modules/cuenta/cuenta.module';
import { createCvModule } from './modules/cv/cv.module';
import { createCvArchivosModule } from './modules/cv-archivos/cv-archivos.module';
import { createDatosPersonalesModule, createSupresion } from './modules/datos-personales/datos-personales.module';
import { createDocumentosProcesoModule } from './modules/documentos-proceso/documentos-proceso.module';
import { createDominiosModule } from './modules/dominios/dominios.module';
import { createEmpresasGestionModule } from './modules/empresas-gestion/empresas-gestion.module';
import { createEncuestasModule } from './modules/encuestas/encuestas.module';
import { createEquipoModule } from './modules/equipo/equipo.module';
import { createEventosModule } from './modules/eventos/eventos.module';
import { createGuiasModule } from './modules/guias/guias.module';
import { createInscripcionModule } from './modules/inscripcion/inscripcion.module';
import { createIntentosModule } from './modules/intentos/intentos.module';
import { createMarcaModule } from './modules/marca/marca.module';
import { createMiEmpresaModule } from './modules/mi-empresa/mi-empresa.module';
import { createNotificacionesModule } from './modules/notificaciones/notificaciones.module';
import { createOfertasModule } from './modules/ofertas/ofertas.module';
import { createOfertasGuardadasModule } from './modules/ofertas-guardadas/ofertas-guardadas.module';
import { createPendienteModule } from './modules/pendiente/pendiente.module';
import { createPerfilAlumnoModule } from './modules/perfil-alumno/perfil-alumno.module';
import { createPracticasAlumnoModule } from './modules/practicas-alumno/practicas-alumno.module';
import { createPracticasEmpresaModule } from './modules/practicas-empresa/practicas-empresa.module';
import { createProcesosModule } from './modules/procesos/procesos.module';
import { createProgramasModule } from './modules/programas/programas.module';
import { createRateLimitModule } from './modules/rate-limit/rate-limit.module';
import { createRegistroModule } from './modules/registro/registro.module';
import { createSeguimientoPracticasModule } from './modules/seguimiento-practicas/seguimiento-practicas.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createSolicitudesPracticaModule } from './modules/solicitudes-practica/solicitudes-practica.module';
import { createTareasModule } from './modules/tareas/tareas.module';
import { createValidacionOfertasModule } from './modules/validacion-ofertas/validacion-ofertas.module';
import type { Platform } from './platform';

/**
 * The one place where modules are composed: each module's factory receives
 * the platform and, by name, the services of the modules it uses. Routes and
 * plugins reach services only through the object this returns.
 */
export async function createServices(database: Database, env: Env, brand: Brand) {
  const platform: Platform = {
    ...transactional(database.db),
    preparadas: database.preparadas,
    env,
    brand,
    avisos: database.avisos,
    ...(database.escrituras ? { escrituras: database.escrituras } : {}),
  };
  // Before any module reads or writes an IBAN or NSS: a wrong ENCRYPTION_KEY stops the start here (decision 051).
  const cifrado = await prepararCifrado(new ClavesDatosRepository(platform.db), platform.withTransaction, env);

  const { audit, actividad } = createAuditModule(platform);
  const { settings } = await createSettingsModule(platform, { audit });
  const { intentos } = await createIntentosModule(platform);
  const auth = await createAuthModule(platform, { audit, settings, intentos });
  const { dominios, listasReferencia } = await createDominiosModule(platform, { audit });
  const { notificaciones } = createNotificacionesModule(platform, { audit });
  const { perfilAlumno } = createPerfilAlumnoModule(platform);
  const { programas, programasGestion } = createProgramasModule(platform, { audit, notificaciones });
  const { inscripcion } = createInscripcionModule(platform, { programas });
  const { ofertas } = createOfertasModule(platform, { perfilAlumno, dominios, inscripcion });
  const shared = { ofertas, notificaciones, audit };
  const storage = createStorage(platform);
  const { cv } = createCvModule(platform, { storage, audit, dominios });
  const supresion = createSupresion(platform, { storage, cifrado });
  const cvArchivos = createCvArchivosModule(platform, { storage, audit, cv });
  const correo = createCorreoModule(platform);
  const seguimiento = createSeguimientoPracticasModule(platform, {
    storage,
    audit,
    correo: correo.correo,
    notificaciones,
    cifrado,
  });
  // Before the modules whose changes create internships or require documents of students, which ask them (issue 28).
  const practicasAlumno = createPracticasAlumnoModule(platform, {
    storage,
    audit,
    seguimiento: seguimiento.seguimientoPracticas,
    notificaciones,
    cifrado,
  });
  const { altaEmpresa, altaEmpresaGestion, altaEmpresaReenvio } = createAltaEmpresaModule(platform, {
    correo: correo.correo,
    sessions: auth.sessions,
    audit,
    dominios,
    cifrado,
  });
  const { ofertasGuardadas } = createOfertasGuardadasModule(platform, { notificaciones });
  const { busquedasGuardadas } = createBusquedasGuardadasModule(platform, { ofertas, correo: correo.correo });

  const datosPersonales = createDatosPersonalesModule(platform, {
    supresion,
    storage,
    cvArchivos: cvArchivos.cvArchivos,
    correo: correo.correo,
    audit,
    sessions: auth.sessions,
    intentos,
    cifrado,
  });
  return {
    brand,
    env,
    withTransaction: platform.withTransaction,
    cifrado,
    audit,
    actividad,
    settings,
    intentos,
    ...auth,
    dominios,
    listasReferencia,
    notificaciones,
    inscripcion,
    programas,
    programasGestion,
    ofertas,
    ofertasGuardadas,
    ...createRateLimitModule(platform),
    ...createCuentaModule(platform, { audit }),
    ...correo,
    busquedasGuardadas,
    ...createRegistroModule(platform, { correo: correo.correo, sessions: auth.sessions }),
    altaEmpresa,
    altaEmpresaGestion,
    altaEmpresaReenvio,
    ...createComunicacionesModule(platform, { audit }),
    ...createCandidaturasModule(platform, { ...shared, perfilAlumno, inscripcion }),
    ...createProcesosModule(platform, { ...shared, dominios }),
    ...createValidacionOfertasModule(platform, { ...shared, correo: correo.correo }),
    storage,
    ...createDocumentosProcesoModule(platform, { storage, audit }),
    cv,
    ...cvArchivos,
    ...datosPersonales,
    ...createMiEmpresaModule(platform, { audit, dominios, cifrado }),
    ...createConveniosModule(platform, { storage, audit, notificaciones, dominios, altaEmpresa, cifrado }),
    ...createPracticasEmpresaModule(platform, {
      storage,
      audit,
      notificaciones,
      practicasAlumno: practicasAlumno.practicasAlumno,
    }),
    ...createSolicitudesPracticaModule(platform, { audit, notificaciones, practicasAlumno: practicasAlumno.practicasAlumno }),
    ...seguimiento,
    // The periodic jobs over the services that do the work: server.ts starts them, staff run one now.
    ...createTareasModule({
      audit,
      informesPractica: seguimiento.informesPractica,
      ofertasGuardadas,
      busquedasGuardadas,
      misDatos: datosPersonales.misDatos,
    }),
    ...practicasAlumno,
    ...createEncuestasModule(platform, { audit, signer: auth.signer, login: auth.login, saml: auth.saml, notificaciones }),
    ...createGuiasModule(platform, { storage, audit }),
    ...createMarcaModule(platform, { settings, sessions: auth.sessions }),
    ...createEventosModule(platform, { audit, notificaciones, correo: correo.correo, storage }),
    ...createEquipoModule(platform, { audit, sessions: auth.sessions }),
    ...createEmpresasGestionModule(platform, { audit, sessions: auth.sessions, storage }),
    ...createPendienteModule(platform),
    ...createCifrasModule(platform, { audit }),
    ...createAlumnosGestionModule(platform, {
      audit,
      correo: correo.correo,
      supresion,
      sessions: auth.sessions,
      notificaciones,
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
