import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Encuestado } from '../../lib/encuestado';
import type { TokenSigner } from '../auth/tokens';
import type { Usuario } from './encuestas.repository';

/** A survey token lasts two hours: long enough to answer, short enough not to matter if left in a tab. */
export const ENCUESTA_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const LETRA = { alumno: 'a', empresa: 'e' } as const;

/**
 * The part of a client address that names one client: an IPv4 address (also when it comes as `::ffff:a.b.c.d`),
 * or an IPv6 address's /64, which one home or phone gets whole and can pick new addresses in at will.
 */
export function claveDireccion(ip: string): string {
  const mapeada = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapeada) return mapeada[1] as string;
  const sinZona = ip.split('%')[0] ?? ip;
  if (isIP(sinZona) !== 6) return ip;
  const [izquierda = '', derecha] = sinZona.split('::');
  const a = izquierda ? izquierda.split(':') : [];
  const b = derecha ? derecha.split(':') : [];
  const grupos = derecha === undefined ? a : [...a, ...Array<string>(Math.max(0, 8 - a.length - b.length)).fill('0'), ...b];
  return `${grupos
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The survey's own tokens and personal links (decision 024), on the auth
 * module's signer and key: a token under audience `encuesta`, and a link
 * value that is the person plus an HMAC binding it to one survey.
 */
export class EncuestaTokens {
  constructor(private readonly signer: TokenSigner) {}

  async emitir(idEncuesta: number, usuario: Usuario | null, rgpdAceptado: boolean) {
    return this.signer.signEncuesta(
      {
        enc: idEncuesta,
        ...(usuario ? { usr: { t: usuario.tipo, id: usuario.id } } : {}),
        ...(rgpdAceptado ? { rgpd: 1 as const } : {}),
      },
      ENCUESTA_TOKEN_TTL_SECONDS,
    );
  }

  async verificar(token: string): Promise<Encuestado | null> {
    const c = await this.signer.verifyEncuesta(token);
    if (!c || !Number.isInteger(c.enc)) return null;
    const usuario =
      c.usr && (c.usr.t === 'alumno' || c.usr.t === 'empresa') && Number.isInteger(c.usr.id)
        ? { tipo: c.usr.t, id: c.usr.id }
        : null;
    return { idEncuesta: c.enc, usuario, rgpdAceptado: c.rgpd === 1, jti: c.jti, exp: c.exp };
  }

  /**
   * An anonymous respondent's address for one survey's limit (decision 052): an HMAC-SHA-256 of the survey and
   * the address (`claveDireccion`) under the signer's key, which every copy shares; never the address itself,
   * and not the same for two surveys.
   */
  direccion(idEncuesta: number, ip: string): string {
    return this.signer.firma(`encuesta-direccion|${idEncuesta}|${claveDireccion(ip)}`);
  }

  /** The personal link's value of one person for one survey. */
  enlace(idEncuesta: number, usuario: Usuario): string {
    const quien = `${LETRA[usuario.tipo]}${usuario.id}`;
    return `${quien}.${this.signer.firma(`encuesta-enlace|${idEncuesta}|${quien}`)}`;
  }

  /** The person a link value names for this survey, or null when it is not one of ours. */
  deEnlace(idEncuesta: number, valor: string): Usuario | null {
    const m = /^([ae])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(valor);
    if (!m) return null;
    const [, letra, id, firma] = m as unknown as [string, string, string, string];
    const esperada = Buffer.from(this.signer.firma(`encuesta-enlace|${idEncuesta}|${letra}${id}`));
    const dada = Buffer.from(firma);
    if (esperada.length !== dada.length || !timingSafeEqual(esperada, dada)) return null;
    const n = Number(id);
    if (n > 2_147_483_647) return null;
    return { tipo: letra === 'a' ? 'alumno' : 'empresa', id: n };
  }
}
