import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuentaFacturacionInput, enmascararIban, solicitudConvenioInput } from './convenios';

const campos = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.')).sort();

describe('enmascararIban', () => {
  it('oculta todo salvo los cuatro últimos, en grupos de cuatro, venga con espacios, comas o en minúsculas', () => {
    expect(enmascararIban('ES91 2100 0418 4502 0005 1332')).toBe('**** **** **** **** **** 1332');
    expect(enmascararIban('es91,2100,0418,45,0200051332')).toBe('**** **** **** **** **** 1332');
    // 22 characters (Germany): the visible four stay a group of their own.
    expect(enmascararIban('DE89370400440532013000')).toBe('**** **** **** **** ** 3000');
  });

  it('nunca deja ver más que los cuatro últimos caracteres', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/), (iban) => {
        const visible = enmascararIban(iban).replace(/[\s*]/g, '');
        expect(visible).toBe(iban.slice(-4));
      }),
    );
  });
});

describe('cuentaFacturacionInput (spec §5 Fiscal account)', () => {
  const valida = {
    NombreFiscal: 'Innovación Levante S.L.',
    CIF: 'b-12345674',
    domicilioFiscal: 'Avenida de Aragón, 30',
    idPais: 1,
    idProvincia: 46,
    poblacion: 'València',
    cp: '46021',
  };

  it('España: provincia de la lista y CIF válido (normalizado); sin envío postal no pide la dirección postal', () => {
    const r = cuentaFacturacionInput.safeParse(valida);
    expect(r.success && r.data.CIF).toBe('B12345674');
    expect(campos(cuentaFacturacionInput.safeParse({ ...valida, idProvincia: undefined, CIF: 'B12345670' }))).toEqual([
      'CIF',
      'idProvincia',
    ]);
  });

  it('otro país: provincia escrita de 3 o más y el identificador fiscal tal cual', () => {
    const fuera = { ...valida, idPais: 2, idProvincia: undefined, CIF: 'DE123456789' };
    expect(campos(cuentaFacturacionInput.safeParse(fuera))).toEqual(['Provincia']);
    expect(campos(cuentaFacturacionInput.safeParse({ ...fuera, Provincia: 'By' }))).toEqual(['Provincia']);
    const r = cuentaFacturacionInput.safeParse({ ...fuera, Provincia: 'Baviera' });
    expect(r.success && r.data.CIF).toBe('DE123456789');
  });

  it('con facturas por correo postal, la dirección postal es obligatoria (3-250)', () => {
    const postal = { ...valida, requiereEnvioPostalFacturas: true };
    expect(campos(cuentaFacturacionInput.safeParse(postal))).toEqual(['domicilioEnvioPostal']);
    expect(campos(cuentaFacturacionInput.safeParse({ ...postal, domicilioEnvioPostal: 'x'.repeat(251) }))).toEqual([
      'domicilioEnvioPostal',
    ]);
    expect(cuentaFacturacionInput.safeParse({ ...postal, domicilioEnvioPostal: 'x'.repeat(250) }).success).toBe(true);
  });
});

describe('solicitudConvenioInput (spec §3 Agreement request, §5 Agreement)', () => {
  const valida = {
    idContactoEmpresaGestion: 3,
    tramitacionManual: false,
    idCuentaFacturacion: 1,
    datosFirmante: { nombre: 'Amparo', apellidos: 'Ferrer Roig', cargo: 'Directora', email: 'a@levante.es' },
    pagoDomiciliado: false,
  };

  it('firma y forma de pago obligatorias; el firmante con nombre, apellidos y cargo de 3-150 y un e-mail válido', () => {
    expect(solicitudConvenioInput.safeParse(valida).success).toBe(true);
    const { tramitacionManual: _t, pagoDomiciliado: _p, ...sinElecciones } = valida;
    expect(campos(solicitudConvenioInput.safeParse(sinElecciones))).toEqual(['pagoDomiciliado', 'tramitacionManual']);
    const firmante = { nombre: 'Al', apellidos: '', cargo: 'x'.repeat(151), email: 'amparo@', dni: '12345678A' };
    expect(campos(solicitudConvenioInput.safeParse({ ...valida, datosFirmante: firmante }))).toEqual([
      'datosFirmante.apellidos',
      'datosFirmante.cargo',
      'datosFirmante.dni',
      'datosFirmante.email',
      'datosFirmante.nombre',
    ]);
  });

  it('pedido anual: exige el número (hasta 250) y que se pida número de pedido', () => {
    const anual = { ...valida, requierePedido: true, pedidoAnual: true };
    expect(campos(solicitudConvenioInput.safeParse(anual))).toEqual(['numeroPedido']);
    expect(campos(solicitudConvenioInput.safeParse({ ...anual, numeroPedido: 'x'.repeat(251) }))).toEqual(['numeroPedido']);
    expect(solicitudConvenioInput.safeParse({ ...anual, numeroPedido: 'PO-1' }).success).toBe(true);
    expect(campos(solicitudConvenioInput.safeParse({ ...anual, requierePedido: false, numeroPedido: 'PO-1' }))).toEqual([
      'pedidoAnual',
    ]);
  });
});
