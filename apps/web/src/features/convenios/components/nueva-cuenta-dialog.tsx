import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import { cuentaFacturacionInput } from '@puente/contract/convenios';
import type { DatosEmpresa } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useAddCuentaFacturacion } from '../api/add-cuenta-facturacion';
import { CamposCuentaFacturacion } from './campos-cuenta-facturacion';

const texto = (valor: string | null | undefined) => valor ?? '';
const id = (valor: number | null | undefined) => (valor === null || valor === undefined ? '' : String(valor));

/** A new account starts as the company's own fiscal data, which is what most companies bill under. */
const cuentaDe = (empresa: DatosEmpresa | undefined) => ({
  NombreFiscal: texto(empresa?.nombreFiscal),
  CIF: texto(empresa?.cif),
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: texto(empresa?.direccion),
  idPais: empresa?.idPais ? String(empresa.idPais) : String(ID_PAIS_ESPANA),
  idProvincia: id(empresa?.idProvincia),
  Provincia: texto(empresa?.provincia),
  poblacion: texto(empresa?.localidad),
  cp: texto(empresa?.cp),
  domicilioEnvioPostal: '',
});

/** "Añadir" a fiscal account (spec §3 New fiscal account) → addCuentaFacturacion (530); the new account becomes the agreement's. */
export function NuevaCuentaDialog({
  abierto,
  onAbierto,
  dominios,
  empresa,
  onCreada,
}: {
  abierto: boolean;
  onAbierto: (abierto: boolean) => void;
  dominios: Dominios;
  empresa: DatosEmpresa | undefined;
  onCreada: (idCuenta: number) => void;
}) {
  const { t } = useTranslation();
  const anadir = useAddCuentaFacturacion();
  return (
    <Dialog
      open={abierto}
      onOpenChange={onAbierto}
      size="lg"
      title={<span id="convenio-cuenta-titulo">{t('convenios.cuentaDialog.titulo')}</span>}
      description={t('convenios.cuentaDialog.intro')}
    >
      <FormularioEmpresa
        id="convenio-cuenta"
        schema={cuentaFacturacionInput}
        valores={cuentaDe(empresa)}
        labelledBy="convenio-cuenta-titulo"
        onEnviar={async (datos) => {
          const cuenta = await anadir.mutateAsync(datos);
          onCreada(cuenta.idCuenta);
          onAbierto(false);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={enviando}>
                {t('convenios.comun.cancelar')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <Landmark aria-hidden="true" />
              {enviando ? t('convenios.cuentaDialog.creando') : t('convenios.cuentaDialog.crear')}
            </Button>
          </div>
        )}
      >
        <CamposCuentaFacturacion dominios={dominios} />
      </FormularioEmpresa>
    </Dialog>
  );
}
