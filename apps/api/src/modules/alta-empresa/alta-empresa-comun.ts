import { createHash, randomBytes } from 'node:crypto';
import { DIAS_CORRECCION_ALTA } from '@puente/contract/empresa-cuenta';
import type { Caller } from '../../lib/caller';
import type { AltaEmpresaRepository, PropositoEnlace } from './alta-empresa.repository';

// What the portal's and the staff's sign-up services share: the e-mailed links, made the same way wherever they start.

/**
 * A set-password link is valid for 72 hours: it is sent when staff validate a
 * sign-up or a colleague adds the contact, not at the contact's own request,
 * so it may be read days later (a weekend); after that, the reminder
 * (/restablecer-login) cannot help a contact without a password, so staff or
 * a colleague would have to act again.
 */
export const VALIDEZ_ESTABLECER_MS = 72 * 60 * 60 * 1000;

/**
 * The link of a first rejection mail, to correct the sign-up and send it
 * again once, works 30 days: the company may need papers or a colleague's
 * address to fix what staff pointed out.
 */
export const VALIDEZ_CORRECCION_MS = DIAS_CORRECCION_ALTA * 24 * 60 * 60 * 1000;

export const hashDeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 128 random bits as hex (the link's token) and its SHA-256 (what is stored). */
export function nuevoToken() {
  const token = randomBytes(16).toString('hex');
  return { token, tokenHash: hashDeToken(token) };
}

/** Stores a new link for the contact and answers its token and expiry, for the mail. */
export async function nuevoEnlace(
  { repo, ahora }: { repo: Pick<AltaEmpresaRepository, 'guardarToken'>; ahora: () => Date },
  idContacto: number,
  proposito: PropositoEnlace,
  validezMs: number,
) {
  const { token, tokenHash } = nuevoToken();
  const caduca = new Date(ahora().getTime() + validezMs);
  await repo.guardarToken(idContacto, proposito, tokenHash, caduca);
  return { token, caduca: caduca.toISOString() };
}

/**
 * A sign-up's contact as the actor of its audit rows: it has no session yet
 * (it gets a password when staff validate the company), so nothing else
 * names who sent the sign-up or its correction.
 */
export function solicitanteDe(c: { idContacto: number; idEmpresa: number; nombre: string; apellidos: string }): Caller {
  return {
    tipo: 'empresa',
    id: c.idContacto,
    idEmpresa: c.idEmpresa,
    nombre: c.nombre,
    apellidos: c.apellidos,
    jti: '',
    exp: 0,
    rgpdPendiente: false,
    actor: null,
  };
}
