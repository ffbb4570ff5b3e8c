import {
  COMUNICACION_TEXTO_MAX,
  type ComunicacionDatos,
  type ComunicacionGestion,
  comunicacionInput,
  DESTINATARIOS_COMUNICACION,
  type DestinatarioComunicacion,
} from '@puente/contract/comunicaciones';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoRadios } from '@/components/form/campo-radios';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { hoyEnMadrid } from '@/lib/fechas';
import { useCrearComunicacion, useEditarComunicacion } from '../api/comunicaciones-gestion';
import { clavePara } from './etiquetas';
import { MENSAJES_COMUNICACION } from './mensajes-formulario';
import { VistaPrevia } from './vista-previa';

/** The form's values as typed: the contract's fields, the optional ones as '' when empty. */
export interface ValoresComunicacion {
  para: DestinatarioComunicacion;
  fechaDesde: string;
  fechaHasta: string;
  descripcion: string;
  enlace: string;
  publicada: boolean;
}

const nuevos = (): ValoresComunicacion => ({
  para: 'alumno',
  fechaDesde: hoyEnMadrid(),
  fechaHasta: '',
  descripcion: '',
  enlace: '',
  publicada: true,
});

const deLaFila = (c: ComunicacionGestion): ValoresComunicacion => ({
  para: c.para,
  fechaDesde: c.fechaDesde,
  fechaHasta: c.fechaHasta ?? '',
  descripcion: c.descripcion,
  enlace: c.enlace ?? '',
  publicada: c.publicada,
});

/** The id travels in the path, never as a field of the form. */
const campoPropio = (campo: string) => (campo === 'id' ? null : campo);

/** The preview beside the fields, fed by what is typed. */
function VistaPreviaDelFormulario({ id }: { id: string }) {
  const { control } = useFormContext<ValoresComunicacion>();
  const [para, fechaDesde, fechaHasta, descripcion, enlace, publicada] = useWatch({
    control,
    name: ['para', 'fechaDesde', 'fechaHasta', 'descripcion', 'enlace', 'publicada'],
  });
  return (
    <VistaPrevia
      id={id}
      para={para}
      fechaDesde={fechaDesde}
      fechaHasta={fechaHasta}
      descripcion={descripcion}
      enlace={enlace}
      publicada={publicada}
    />
  );
}

interface FormularioProps {
  /** Unique on the page: the prefix of the fields' ids. */
  prefijo: string;
  tituloId: string;
  valores: ValoresComunicacion;
  enviar: string;
  enviando: string;
  onEnviar: (datos: ComunicacionDatos) => Promise<void>;
}

/**
 * The communication's fields with the contract's comunicacionInput live (the same rules as the API), its code
 * 15 under the fields and any other refusal inside the dialog; beside them, from 1024 px, the preview of the home.
 */
function FormularioComunicacion({ prefijo, tituloId, valores, enviar, enviando: textoEnviando, onEnviar }: FormularioProps) {
  const { t } = useTranslation();
  const previaId = `${prefijo}-vista-previa`;
  return (
    <FormularioEmpresa
      id={prefijo}
      schema={comunicacionInput}
      valores={valores}
      labelledBy={tituloId}
      campoDeServidor={campoPropio}
      onEnviar={async (datos) => {
        await onEnviar(datos);
        return undefined;
      }}
      acciones={({ enviando }) => (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('comunicacionesGestion.formulario.cancelar')}</Button>
          </DialogClose>
          <Button type="submit" disabled={enviando} aria-busy={enviando}>
            {enviando ? textoEnviando : enviar}
          </Button>
        </div>
      )}
    >
      <CamposConMensajes prefijo={prefijo} propios={MENSAJES_COMUNICACION}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
          <div className="flex min-w-0 flex-col gap-5">
            <CampoRadios
              name="para"
              label={t('comunicacionesGestion.formulario.para')}
              orientation="horizontal"
              options={DESTINATARIOS_COMUNICACION.map((para) => ({ value: para, label: t(clavePara[para]) }))}
            />
            <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
              <CampoTexto
                name="fechaDesde"
                type="date"
                label={t('comunicacionesGestion.formulario.fechaDesde')}
                hint={t('comunicacionesGestion.formulario.fechaDesdeAyuda')}
                required
                deps={['fechaHasta']}
              />
              <CampoTexto
                name="fechaHasta"
                type="date"
                label={t('comunicacionesGestion.formulario.fechaHasta')}
                hint={t('comunicacionesGestion.formulario.fechaHastaAyuda')}
              />
            </div>
            <CampoArea
              name="descripcion"
              label={t('comunicacionesGestion.formulario.descripcion')}
              hint={t('comunicacionesGestion.formulario.descripcionAyuda')}
              required
              rows={5}
              max={COMUNICACION_TEXTO_MAX}
            />
            <CampoTexto
              name="enlace"
              label={t('comunicacionesGestion.formulario.enlace')}
              hint={t('comunicacionesGestion.formulario.enlaceAyuda')}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
            />
            <CampoCasilla name="publicada" label={t('comunicacionesGestion.formulario.publicada')} />
          </div>
          <VistaPreviaDelFormulario id={previaId} />
        </div>
      </CamposConMensajes>
    </FormularioEmpresa>
  );
}

/** The dialog's frame, wider from 1024 px so the preview fits beside the fields. */
function DialogoComunicacion({
  open,
  onOpenChange,
  trigger,
  tituloId,
  titulo,
  descripcion,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  tituloId: string;
  titulo: string;
  descripcion: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      className="lg:max-w-5xl"
      title={<span id={tituloId}>{titulo}</span>}
      description={descripcion}
      trigger={trigger}
    >
      {children}
    </Dialog>
  );
}

/** "Nueva comunicación": the button and its dialog; the new one shows in the list and a notice says so. */
export function AltaComunicacion() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const crear = useCrearComunicacion();
  const tituloId = 'comunicacion-nueva-titulo';
  return (
    <DialogoComunicacion
      open={open}
      onOpenChange={setOpen}
      tituloId={tituloId}
      titulo={t('comunicacionesGestion.alta.titulo')}
      descripcion={t('comunicacionesGestion.alta.descripcion')}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('comunicacionesGestion.alta.abrir')}
        </Button>
      }
    >
      <FormularioComunicacion
        prefijo="comunicacion-nueva"
        tituloId={tituloId}
        valores={nuevos()}
        enviar={t('comunicacionesGestion.alta.enviar')}
        enviando={t('comunicacionesGestion.alta.enviando')}
        onEnviar={async (datos) => {
          await crear.mutateAsync(datos);
          setOpen(false);
          toast({ title: t('comunicacionesGestion.alta.hecho'), tone: 'success' });
        }}
      />
    </DialogoComunicacion>
  );
}

/** A communication's dialog to change it, opened from its row (its button, or Enter on the row). */
export function EditarComunicacion({ comunicacion, onClose }: { comunicacion: ComunicacionGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const editar = useEditarComunicacion();
  const tituloId = 'comunicacion-editar-titulo';
  return (
    <DialogoComunicacion
      open
      onOpenChange={(abierto) => {
        if (!abierto) onClose();
      }}
      tituloId={tituloId}
      titulo={t('comunicacionesGestion.edicion.titulo')}
      descripcion={t('comunicacionesGestion.edicion.descripcion')}
    >
      <FormularioComunicacion
        prefijo="comunicacion-editar"
        tituloId={tituloId}
        valores={deLaFila(comunicacion)}
        enviar={t('comunicacionesGestion.edicion.enviar')}
        enviando={t('comunicacionesGestion.edicion.enviando')}
        onEnviar={async (datos) => {
          await editar.mutateAsync({ id: comunicacion.idComunicacion, ...datos });
          onClose();
          toast({ title: t('comunicacionesGestion.edicion.hecho'), tone: 'success' });
        }}
      />
    </DialogoComunicacion>
  );
}
