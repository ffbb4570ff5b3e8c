import type { FastifyInstance } from 'fastify';
import { conPlazo } from '../lib/con-plazo';
import type { Latido } from '../lib/latido';

export interface OpcionesSalud {
  /** The database's answers (db/salud.ts); without it (an app built without one), readiness does not look. */
  base?: { responde(): Promise<void>; migracionesPendientes(): Promise<string[]> } | undefined;
  /** The mail worker's beat; only a process that runs a worker passes it, and only then is it checked. */
  latidoCorreo?: Pick<Latido, 'edadMs'> | undefined;
  /** How long the database has to answer. */
  plazoMs?: number;
  /**
   * A worker whose last beat is older than this is taken for dead. It beats every 2 s and after each mail; one
   * mail may take up to 100 s against a stalled SMTP server (lib/mail/mail-transport.ts's timeouts).
   */
  latidoMaxMs?: number;
}

interface Comprobacion {
  ok: boolean;
  /** What failed, without the error's text (an address, a user): that goes to the log. */
  detalle?: string;
}

/**
 * The balancer's two questions (docs/decisions/049-salud-y-metricas.md),
 * outside /api and its envelope, without a session, and answered during
 * maintenance (they are no route of the contract, whose plugin refuses then):
 * GET /healthz, 200 while the process answers at all; GET /readyz, 200 when
 * this copy can serve (the database answers, every migration is applied, the
 * mail worker is alive), else 503 naming what is not.
 */
export function registerSalud(
  app: FastifyInstance,
  { base, latidoCorreo, plazoMs = 2000, latidoMaxMs = 180_000 }: OpcionesSalud = {},
) {
  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ vivo: true }));

  // Migrations are never undone: once this copy has seen them all applied, it stops asking.
  let migracionesAlDia = false;
  const migraciones = async (): Promise<Comprobacion> => {
    if (!base || migracionesAlDia) return { ok: true };
    const pendientes = await conPlazo(base.migracionesPendientes(), plazoMs, 'las migraciones');
    migracionesAlDia = pendientes.length === 0;
    return migracionesAlDia ? { ok: true } : { ok: false, detalle: `${pendientes.length} sin aplicar` };
  };

  app.get('/readyz', async (request, reply) => {
    const comprobaciones: Record<string, Comprobacion> = {};
    if (base) {
      try {
        await conPlazo(base.responde(), plazoMs, 'la base de datos');
        comprobaciones.baseDeDatos = { ok: true };
        comprobaciones.migraciones = await migraciones();
      } catch (error) {
        request.log.warn({ err: error }, 'readyz: la base de datos no responde');
        comprobaciones.baseDeDatos ??= { ok: false, detalle: 'no responde' };
        comprobaciones.migraciones ??= { ok: false, detalle: 'no se pudieron leer' };
      }
    }
    if (latidoCorreo) {
      const edadMs = latidoCorreo.edadMs();
      comprobaciones.correo =
        edadMs <= latidoMaxMs ? { ok: true } : { ok: false, detalle: `sin latido desde hace ${Math.round(edadMs / 1000)} s` };
    }
    const listo = Object.values(comprobaciones).every((c) => c.ok);
    return reply
      .status(listo ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ listo, comprobaciones });
  });
}
