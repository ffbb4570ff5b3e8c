import { randomUUID } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A university identity provider for the tests: its own key pair and
 * self-signed certificate, and SAML responses whose assertion it signs for
 * real (RSA-SHA256, exclusive c14n), as a production IdP posts them.
 */
export interface IdpDePrueba {
  entityId: string;
  urlSso: string;
  certificado: string;
  clavePrivada: string;
  respuesta(opciones: OpcionesRespuesta): string;
}

export interface OpcionesRespuesta {
  /** Attribute name → value of the assertion. */
  atributos: Record<string, string>;
  audiencia: string;
  destino: string;
  /** Default now. */
  emitida?: Date;
  /** Minutes the assertion is valid from `emitida`; default 5. */
  minutos?: number;
  firmar?: boolean;
  /** Sign with this key instead of the IdP's (a forger). */
  otraClave?: string;
  emisor?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function crearIdpDePrueba(entityId = 'https://idp.universidad.test/saml'): Promise<IdpDePrueba> {
  const pems = await generate([{ name: 'commonName', value: 'idp.universidad.test' }], { keySize: 2048, algorithm: 'sha256' });
  return {
    entityId,
    urlSso: 'https://idp.universidad.test/sso',
    certificado: pems.cert,
    clavePrivada: pems.private,
    respuesta(o) {
      const emitida = o.emitida ?? new Date();
      const hasta = new Date(emitida.getTime() + (o.minutos ?? 5) * 60_000);
      const antes = new Date(emitida.getTime() - 60_000);
      const emisor = o.emisor ?? entityId;
      const idAsercion = `_${randomUUID()}`;
      const atributos = Object.entries(o.atributos)
        .map(
          ([nombre, valor]) =>
            `<saml:Attribute Name="${esc(nombre)}"><saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${esc(valor)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const asercion =
        `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${idAsercion}" Version="2.0" IssueInstant="${emitida.toISOString()}">` +
        `<saml:Issuer>${esc(emisor)}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_${randomUUID()}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${hasta.toISOString()}" Recipient="${esc(o.destino)}"/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${antes.toISOString()}" NotOnOrAfter="${hasta.toISOString()}"><saml:AudienceRestriction><saml:Audience>${esc(o.audiencia)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${emitida.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        `<saml:AttributeStatement>${atributos}</saml:AttributeStatement>` +
        `</saml:Assertion>`;
      const xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${emitida.toISOString()}" Destination="${esc(o.destino)}">` +
        `<saml:Issuer>${esc(emisor)}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        asercion +
        `</samlp:Response>`;
      if (o.firmar === false) return Buffer.from(xml).toString('base64');
      const sig = new SignedXml({
        privateKey: o.otraClave ?? pems.private,
        publicCert: pems.cert,
        signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
      });
      sig.addReference({
        xpath: `//*[local-name(.)='Assertion']`,
        transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      });
      sig.computeSignature(xml, {
        location: { reference: `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`, action: 'after' },
      });
      return Buffer.from(sig.getSignedXml()).toString('base64');
    },
  };
}
