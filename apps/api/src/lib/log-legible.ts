import type { DestinationStream } from 'pino';

/**
 * Log lines for a person at a terminal (LOG_PRETTY, on in `npm run dev`):
 * time, level, `[request id]` and the message, in colour. pino-pretty is a
 * development dependency, imported only here and only then; where it is not
 * installed (a production install) this answers null and the log stays JSON.
 */
export async function salidaLegible(): Promise<DestinationStream | null> {
  try {
    const { default: pinoPretty } = await import('pino-pretty');
    return pinoPretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId',
      messageFormat: '{if reqId}[{reqId}] {end}{msg}',
    });
  } catch {
    return null;
  }
}
