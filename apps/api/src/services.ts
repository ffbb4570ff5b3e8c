import type { Brand } from '@puente/contract/brand';
import type { Database } from './db/client';
import type { Env } from './env';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditService } from './modules/audit/audit.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService, SESSION_CACHE_MS } from './modules/auth/auth.service';
import { TokenSigner } from './modules/auth/tokens';
import { AvisosAlumnoService } from './modules/candidaturas/avisos-alumno.service';
import { CandidaturasRepository } from './modules/candidaturas/candidaturas.repository';
import { CandidaturasService } from './modules/candidaturas/candidaturas.service';
import { ComunicacionesRepository } from './modules/comunicaciones/comunicaciones.repository';
import { ComunicacionesService } from './modules/comunicaciones/comunicaciones.service';
import { CuentaRepository } from './modules/cuenta/cuenta.repository';
import { CuentaService } from './modules/cuenta/cuenta.service';
import { DominiosRepository } from './modules/dominios/dominios.repository';
import { DominiosService } from './modules/dominios/dominios.service';
import { ErrorReportService } from './modules/marca/error-report.service';
import { NotificacionesRepository } from './modules/notificaciones/notificaciones.repository';
import { NotificacionesService } from './modules/notificaciones/notificaciones.service';
import { OfertasRepository } from './modules/ofertas/ofertas.repository';
import { OFERTAS_CACHE_MS, OfertasService } from './modules/ofertas/ofertas.service';
import { OfertasBusquedaRepository } from './modules/ofertas/ofertas-busqueda.repository';
import { PerfilAlumnoRepository } from './modules/perfil-alumno/perfil-alumno.repository';
import { CandidatosRepository } from './modules/procesos/candidatos.repository';
import { ReglasOferta } from './modules/procesos/oferta-reglas';
import { OfertasEmpresaService } from './modules/procesos/ofertas-empresa.service';
import { ProcesosRepository } from './modules/procesos/procesos.repository';
import { ProcesosService } from './modules/procesos/procesos.service';
import { RateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { ValidacionOfertasRepository } from './modules/validacion-ofertas/validacion-ofertas.repository';
import { ValidacionOfertasService } from './modules/validacion-ofertas/validacion-ofertas.service';

/** Wires repositories into services once per app; routes reach services only through this. */
export async function createServices(database: Database, env: Env, brand: Brand) {
  const db = database.db;
  const audit = new AuditService({ repo: new AuditRepository(db) });
  const settings = new SettingsService(new SettingsRepository(db), env.MAINTENANCE_MODE, audit);
  const secret = env.JWT_SECRET ?? (await settings.jwtSecret());
  const signer = new TokenSigner(secret, env.TOKEN_TTL_MINUTES * 60);
  const dominios = new DominiosService(new DominiosRepository(db));
  const notificaciones = new NotificacionesService(new NotificacionesRepository(db));
  const perfilAlumno = new PerfilAlumnoRepository(db);
  const ofertas = new OfertasService(
    new OfertasRepository(db),
    new OfertasBusquedaRepository(db),
    perfilAlumno,
    dominios,
    // Tests create offers and list them at once: no sharing there.
    env.NODE_ENV === 'test' ? 0 : OFERTAS_CACHE_MS,
  );
  const candidaturasRepo = new CandidaturasRepository(db);
  const procesosRepo = new ProcesosRepository(db);
  const ofertasEmpresa = new OfertasEmpresaService(
    procesosRepo,
    new ReglasOferta(procesosRepo, dominios, brand),
    dominios,
    notificaciones,
    audit,
    brand,
  );
  return {
    brand,
    env,
    audit,
    rateLimits: new RateLimitRepository(db),
    cuenta: new CuentaService(new CuentaRepository(db), audit, brand.flags.canBorrarCuenta),
    settings,
    signer,
    auth: new AuthService(new AuthRepository(db), audit, signer, env.NODE_ENV === 'test' ? 0 : SESSION_CACHE_MS),
    dominios,
    notificaciones,
    ofertas,
    candidaturas: new CandidaturasService(candidaturasRepo, perfilAlumno, ofertas, notificaciones),
    avisosAlumno: new AvisosAlumnoService(perfilAlumno, candidaturasRepo, brand),
    comunicaciones: new ComunicacionesService(new ComunicacionesRepository(db)),
    ofertasEmpresa,
    procesos: new ProcesosService(
      procesosRepo,
      new CandidatosRepository(db),
      ofertasEmpresa,
      ofertas,
      dominios,
      notificaciones,
      audit,
    ),
    validacionOfertas: new ValidacionOfertasService(new ValidacionOfertasRepository(db), ofertas, notificaciones, audit),
    errorReports: new ErrorReportService(env.ERROR_WEBHOOK_URL ?? null),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
