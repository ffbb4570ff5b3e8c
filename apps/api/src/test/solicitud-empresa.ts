import { dniControlLetter, isValidCif } from '@puente/contract/validation/spanish-id';
import type { ParsedMail } from 'mailparser';

/*
 * A company's sign-up as the tests send it (modules/alta-empresa): fresh
 * CIFs, DNIs, nicks and e-mails on every call, and the mailed links read
 * back from the received mails.
 */

/** Fresh client addresses in 10.`red`.x.y, so the per-address limits only bite in the test about them. */
export function generadorIps(red: number) {
  let n = 0;
  return () => {
    n++;
    return `10.${red}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

let seq = 0;
export const unico = () => `${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const dniNuevo = () => {
  const digitos = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `${digitos}${dniControlLetter(digitos)}`;
};

/** A valid CIF of a limited company (B) nobody has: seven random digits and their control digit. */
export function cifNuevo(): string {
  const d = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const par = Number(d[1]) + Number(d[3]) + Number(d[5]);
  const impar = [0, 2, 4, 6].reduce((s, i) => {
    const doble = Number(d[i]) * 2;
    return s + Math.floor(doble / 10) + (doble % 10);
  }, 0);
  const cif = `B${d}${(10 - ((par + impar) % 10)) % 10}`;
  if (!isValidCif(cif)) throw new Error(`CIF de prueba no válido: ${cif}`);
  return cif;
}

/** The token of the link to `ruta` in a received mail's text, or null. */
export const tokenDe = (mail: ParsedMail | undefined, ruta: string) => {
  const enlace = new RegExp(`https?://\\S+${ruta}\\?token=[\\w-]+`).exec(mail?.text ?? '')?.[0];
  return enlace ? new URL(enlace).searchParams.get('token') : null;
};
export const paraDe = (mail: ParsedMail | undefined) => (mail?.to && 'text' in mail.to ? mail.to.text : '');

export function contacto(over: Record<string, unknown> = {}) {
  const u = unico();
  return {
    nombre: 'Marta',
    apellidos: 'Ibáñez Ruiz',
    puesto: 'Directora de personas',
    nif: dniNuevo(),
    email: `marta.${u}@naranjas.example.es`,
    telefono1: '612345678',
    telefono2: '',
    departamento: 'Personas',
    direccion: 'Calle de la Paz 10',
    cp: '46003',
    idPais: 1,
    idProvincia: 46,
    idLocalidad: 250,
    localidad: 'València',
    tipoContacto: [5, 1, 5],
    aniosForoEmpleo: [2024, 2019],
    nick: `marta.${u}`,
    ...over,
  };
}

export function solicitud(
  over: { empresa?: Record<string, unknown>; contacto?: Record<string, unknown>; aceptaPrivacidad?: unknown } = {},
) {
  return {
    empresa: {
      cif: cifNuevo(),
      nombreFiscal: `Naranjas del Turia ${unico()} S.L.`,
      nombreComercial: 'Naranjas Turia',
      idSector: 3,
      idTipoEmpresa: 1,
      startup: true,
      direccion: 'Avenida del Puerto 200',
      cp: '46023',
      idPais: 1,
      idProvincia: 46,
      localidad: 'València',
      telefono: '961234567',
      web: 'https://naranjas.example.es',
      descripcion: 'Cooperativa citrícola con laboratorio de calidad.',
      iban: '',
      ...over.empresa,
    },
    contacto: contacto(over.contacto),
    aceptaPrivacidad: over.aceptaPrivacidad ?? true,
  };
}
