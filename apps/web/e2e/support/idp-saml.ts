import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { type SamlConfig, samlConfigSchema } from '@puente/contract/brand';
import { SignedXml } from 'xml-crypto';

/**
 * The university IdP of aurora for the browser tests (decision 016): the
 * `saml` block scripts/e2e.mjs wrote into its copy of aurora's brand.json
 * (E2E_BRANDS_DIR) and the private key of that block's certificate
 * (E2E_SAML_IDP_KEY), made at run time. It signs responses as a real IdP
 * does; the same shape as the API tests' IdP (apps/api/src/test/idp-saml.ts).
 */
export interface IdpDePrueba {
  saml: SamlConfig;
  clavePrivada: string;
}

/** null without scripts/e2e.mjs (the spec is skipped). */
export function idpDeAurora(): IdpDePrueba | null {
  const marcas = process.env.E2E_BRANDS_DIR;
  const clave = process.env.E2E_SAML_IDP_KEY;
  if (!marcas || !clave) return null;
  const brand = JSON.parse(readFileSync(join(marcas, 'aurora', 'brand.json'), 'utf8')) as { saml?: unknown };
  return { saml: samlConfigSchema.parse(brand.saml), clavePrivada: readFileSync(clave, 'utf8') };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The AuthnRequest of an HTTP-Redirect URL (deflated, base64) and its RelayState. */
export function leerSolicitud(url: string): { xml: string; relayState: string | null } {
  const params = new URL(url).searchParams;
  const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  return { xml, relayState: params.get('RelayState') };
}

/** A Response whose assertion (the student's identity in the brand's attribute) is signed with the IdP's key; base64, as posted. */
export function respuestaFirmada(idp: IdpDePrueba, { valor, destino }: { valor: string; destino: string }): string {
  const { saml } = idp;
  const ahora = new Date();
  const hasta = new Date(ahora.getTime() + 5 * 60_000);
  const antes = new Date(ahora.getTime() - 60_000);
  const asercion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${ahora.toISOString()}">` +
    `<saml:Issuer>${esc(saml.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_${randomUUID()}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${hasta.toISOString()}" Recipient="${esc(destino)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${antes.toISOString()}" NotOnOrAfter="${hasta.toISOString()}"><saml:AudienceRestriction><saml:Audience>${esc(saml.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${ahora.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="${esc(saml.atributo)}"><saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${esc(valor)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${ahora.toISOString()}" Destination="${esc(destino)}">` +
    `<saml:Issuer>${esc(saml.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    asercion +
    `</samlp:Response>`;
  const firma = new SignedXml({
    privateKey: idp.clavePrivada,
    publicCert: saml.certificadoIdp,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  firma.addReference({
    xpath: `//*[local-name(.)='Assertion']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  firma.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return Buffer.from(firma.getSignedXml()).toString('base64');
}

/** The IdP's page after the student authenticates: the HTTP-POST binding's form to our ACS, sent with a button. */
export function paginaDelIdp({ acs, respuesta, relayState }: { acs: string; respuesta: string; relayState: string | null }) {
  const relay = relayState === null ? '' : `<input type="hidden" name="RelayState" value="${esc(relayState)}">`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>IdP de pruebas</title></head><body>
<h1>Universidad Aurora · identificación</h1>
<form method="post" action="${esc(acs)}">
<input type="hidden" name="SAMLResponse" value="${esc(respuesta)}">${relay}
<button type="submit">Continuar al portal</button>
</form></body></html>`;
}
