import type { CuentaFacturacion } from '@puente/contract/convenios';
import { Landmark, type LucideIcon, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoSelect, CampoTexto } from '@/components/form/campos';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ValoresConvenio } from '../valores';
import { CampoEleccion } from './campo-eleccion';
import { CampoIban } from './campo-iban';
import { CampoInterruptor } from './campo-interruptor';

/** One card of the form, named by its heading. */
export function Bloque({
  id,
  titulo,
  descripcion,
  children,
}: {
  id: string;
  titulo: string;
  descripcion?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-titulo`} className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold leading-tight text-fg">
          {titulo}
        </h2>
        {descripcion ? <p className="text-sm text-muted">{descripcion}</p> : null}
      </header>
      {children}
    </Card>
  );
}

/** Who signs for the company (spec §2): name, surnames, e-mail and position; DNI and phone may come too (§3). */
export function SeccionFirmante() {
  const { t } = useTranslation();
  return (
    <Bloque
      id="convenio-firmante"
      titulo={t('convenios.nuevo.firmante.titulo')}
      descripcion={t('convenios.nuevo.firmante.descripcion')}
    >
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <CampoTexto name="datosFirmante.nombre" label={t('convenios.nuevo.firmante.nombre')} required autoComplete="given-name" />
        <CampoTexto
          name="datosFirmante.apellidos"
          label={t('convenios.nuevo.firmante.apellidos')}
          required
          autoComplete="family-name"
        />
        <CampoTexto
          name="datosFirmante.email"
          label={t('convenios.nuevo.firmante.email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
        />
        <CampoTexto
          name="datosFirmante.cargo"
          label={t('convenios.nuevo.firmante.cargo')}
          required
          autoComplete="organization-title"
        />
        <CampoTexto
          name="datosFirmante.dni"
          label={t('convenios.nuevo.firmante.dni')}
          hint={t('convenios.nuevo.firmante.dniAyuda')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <CampoTexto
          name="datosFirmante.telefono"
          label={t('convenios.nuevo.firmante.telefono')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
    </Bloque>
  );
}

/** A select with its "add" button under it, which opens a dialog rendered outside the form. */
function ConAnadir({
  children,
  etiqueta,
  icono: Icono,
  onAnadir,
}: {
  children: ReactNode;
  etiqueta: string;
  icono: LucideIcon;
  onAnadir: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="w-full">{children}</div>
      <Button type="button" variant="link" size="sm" onClick={onAnadir} aria-haspopup="dialog">
        <Icono aria-hidden="true" />
        {etiqueta}
      </Button>
    </div>
  );
}

/** The management contact (auto-chosen when the company has one) and the signature mode. */
export function SeccionGestion({
  contactos,
  onAnadirContacto,
}: {
  contactos: Record<string, string>;
  onAnadirContacto: () => void;
}) {
  const { t } = useTranslation();
  const opciones = Object.entries(contactos).map(([value, label]) => ({ value, label }));
  return (
    <Bloque
      id="convenio-gestion"
      titulo={t('convenios.nuevo.gestion.titulo')}
      descripcion={t('convenios.nuevo.gestion.descripcion')}
    >
      <ConAnadir etiqueta={t('convenios.nuevo.gestion.anadir')} icono={UserPlus} onAnadir={onAnadirContacto}>
        <CampoSelect
          name="idContactoEmpresaGestion"
          label={t('convenios.nuevo.gestion.contacto')}
          hint={opciones.length === 0 ? t('convenios.nuevo.gestion.sinContactos') : undefined}
          required
          options={opciones}
          placeholder={t('convenios.nuevo.gestion.eligeContacto')}
        />
      </ConAnadir>
      <CampoEleccion
        name="tramitacionManual"
        label={t('convenios.nuevo.firma.modo')}
        opciones={[
          { valor: false, texto: t('convenios.nuevo.firma.digital'), ayuda: t('convenios.nuevo.firma.digitalAyuda') },
          { valor: true, texto: t('convenios.nuevo.firma.papel'), ayuda: t('convenios.nuevo.firma.papelAyuda') },
        ]}
      />
    </Bloque>
  );
}

/** Order number (spec §2): required at all, annual, and then its number (≤ 250). */
export function SeccionPedido() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ValoresConvenio>();
  const requiere = useWatch({ control, name: 'requierePedido' });
  const anual = useWatch({ control, name: 'pedidoAnual' });
  return (
    <Bloque id="convenio-pedido" titulo={t('convenios.nuevo.pedido.titulo')}>
      <div className="flex flex-col gap-3">
        <CampoInterruptor
          name="requierePedido"
          label={t('convenios.nuevo.pedido.requiere')}
          ayuda={t('convenios.nuevo.pedido.requiereAyuda')}
          onCambio={(activo) => {
            // An annual order only makes sense when order numbers are required at all (the contract's rule).
            if (!activo) setValue('pedidoAnual', false, { shouldDirty: true });
          }}
        />
        {requiere ? (
          <CampoInterruptor
            name="pedidoAnual"
            label={t('convenios.nuevo.pedido.anual')}
            ayuda={t('convenios.nuevo.pedido.anualAyuda')}
          />
        ) : null}
        {requiere && anual ? (
          <CampoTexto
            name="numeroPedido"
            label={t('convenios.nuevo.pedido.numero')}
            hint={t('convenios.nuevo.pedido.numeroAyuda')}
            required
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
      </div>
    </Bloque>
  );
}

/** Payment form, the fiscal account invoices go to, and the IBAN for a direct debit. */
export function SeccionPago({
  cuentas,
  cuentaGuardada,
  onAnadirCuenta,
}: {
  cuentas: CuentaFacturacion[];
  /** The profile's IBAN, masked, or null when the company has none. */
  cuentaGuardada: string | null;
  onAnadirCuenta: () => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ValoresConvenio>();
  const domiciliado = useWatch({ control, name: 'pagoDomiciliado' });
  const opciones = cuentas.map((c) => ({ value: String(c.idCuenta), label: `${c.NombreFiscal} · ${c.CIF}` }));
  return (
    <Bloque id="convenio-pago" titulo={t('convenios.nuevo.pago.titulo')} descripcion={t('convenios.nuevo.pago.descripcion')}>
      <CampoEleccion
        name="pagoDomiciliado"
        label={t('convenios.nuevo.pago.forma')}
        opciones={[
          { valor: true, texto: t('convenios.nuevo.pago.domiciliacion'), ayuda: t('convenios.nuevo.pago.domiciliacionAyuda') },
          { valor: false, texto: t('convenios.nuevo.pago.transferencia'), ayuda: t('convenios.nuevo.pago.transferenciaAyuda') },
        ]}
      />
      <ConAnadir etiqueta={t('convenios.nuevo.cuenta.anadir')} icono={Landmark} onAnadir={onAnadirCuenta}>
        <CampoSelect
          name="idCuentaFacturacion"
          label={t('convenios.nuevo.cuenta.cuenta')}
          hint={opciones.length === 0 ? t('convenios.nuevo.cuenta.sinCuentas') : t('convenios.nuevo.cuenta.ayuda')}
          required
          options={opciones}
          placeholder={t('convenios.nuevo.cuenta.eligeCuenta')}
        />
      </ConAnadir>
      {domiciliado ? <CampoIban cuentaGuardada={cuentaGuardada} /> : null}
    </Bloque>
  );
}
