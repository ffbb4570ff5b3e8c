import {
  type CrearGuiaDatos,
  crearGuiaInput,
  type EditarGuiaDatos,
  editarGuiaInput,
  type GuiaGestion,
} from '@puente/contract/guias';
import { MENSAJES } from '@puente/contract/validation/messages';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { type CampoDeCodigo, FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { diaIso, hoyEnMadrid } from '@/lib/fechas';
import { useCrearGuia, useEditarGuia } from '../api/guias-gestion';
import { CampoPdf, type PdfElegido } from './campo-pdf';
import { MENSAJE_FALTA_PDF, MENSAJES_GUIA } from './mensajes-formulario';

/** The form's values as typed: the contract's fields, the optional ones as '' when empty, and the PDF once read. */
export interface ValoresGuia {
  titulo: string;
  descripcion: string;
  ulrImagen: string;
  fecha: string;
  orden: string;
  publicada: boolean;
  nombreFichero: string;
  fichero: PdfElegido | null;
}

/*
 * The contract's rules, with the PDF as the form holds it (`fichero`, read by the picker) in place of the
 * base64 and extension the API takes: required to create, optional to edit (a new one replaces the old).
 */
const pdf = z.custom<PdfElegido | null>();
const schemaAlta = crearGuiaInput
  .omit({ ficheroB64: true, extension: true })
  .extend({ fichero: pdf.refine((valor) => valor !== null && valor !== undefined, MENSAJE_FALTA_PDF) });
const schemaEdicion = editarGuiaInput.omit({ id: true, ficheroB64: true, extension: true }).extend({ fichero: pdf });
type DatosFormulario = z.output<typeof schemaEdicion>;

/** What the API takes: the fields, and the PDF's base64 and extension when one was chosen. */
const cuerpo = ({ fichero, ...campos }: DatosFormulario) => ({
  ...campos,
  ...(fichero ? { ficheroB64: fichero.ficheroB64, extension: fichero.extension } : {}),
});

const nuevos = (): ValoresGuia => ({
  titulo: '',
  descripcion: '',
  ulrImagen: '',
  fecha: hoyEnMadrid(),
  orden: '',
  publicada: true,
  nombreFichero: '',
  fichero: null,
});

const deLaFila = (g: GuiaGestion): ValoresGuia => ({
  titulo: g.titulo,
  descripcion: g.descripcion ?? '',
  ulrImagen: g.ulrImagen ?? '',
  fecha: diaIso(g.fecha) ?? '',
  orden: String(g.orden),
  publicada: g.publicada,
  nombreFichero: '',
  fichero: null,
});

/** The server's names for the PDF are the picker's; the id travels in the path, never as a field of the form. */
const campoPropio = (campo: string) =>
  campo === 'id' ? null : campo === 'ficheroB64' || campo === 'extension' ? 'fichero' : campo;

/** The storage's refusals of the PDF (not a PDF by its content, over 2 MB): said under the picker, in §5's words. */
const CODIGOS_DEL_PDF: Partial<Record<number, CampoDeCodigo>> = {
  46: { campo: 'fichero', mensaje: MENSAJES.ficheroNoPermitido },
  413: { campo: 'fichero', mensaje: MENSAJES.ficheroDemasiadoGrande },
};

interface FormularioProps<O> {
  /** Unique on the page: the prefix of the fields' ids. */
  prefijo: string;
  tituloId: string;
  schema: z.ZodType<O>;
  valores: ValoresGuia;
  /** The guide's current PDF, when editing. */
  actual?: { nombre: string; tamano: number };
  enviar: string;
  enviando: string;
  onEnviar: (datos: O) => Promise<void>;
}

/**
 * The guide's fields with the contract's rules live (the same as the API's), its code 15 under the fields,
 * 46 and 413 under the PDF, and any other refusal inside the dialog.
 */
function FormularioGuia<O>({
  prefijo,
  tituloId,
  schema,
  valores,
  actual,
  enviar,
  enviando: textoEnviando,
  onEnviar,
}: FormularioProps<O>) {
  const { t } = useTranslation();
  return (
    <FormularioEmpresa
      id={prefijo}
      schema={schema}
      valores={valores}
      labelledBy={tituloId}
      campoDeServidor={campoPropio}
      camposDeCodigo={CODIGOS_DEL_PDF}
      onEnviar={async (datos) => {
        await onEnviar(datos);
        return undefined;
      }}
      acciones={({ enviando }) => (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('guiasGestion.formulario.cancelar')}</Button>
          </DialogClose>
          <Button type="submit" disabled={enviando} aria-busy={enviando}>
            {enviando ? textoEnviando : enviar}
          </Button>
        </div>
      )}
    >
      <CamposConMensajes prefijo={prefijo} propios={MENSAJES_GUIA}>
        <div className="flex min-w-0 flex-col gap-5">
          <CampoTexto name="titulo" label={t('guiasGestion.formulario.titulo')} required autoComplete="off" />
          <CampoArea
            name="descripcion"
            label={t('guiasGestion.formulario.descripcion')}
            hint={t('guiasGestion.formulario.descripcionAyuda')}
            rows={4}
            max={1000}
          />
          <CampoPdf actual={actual} required={!actual} />
          <CampoTexto
            name="nombreFichero"
            label={t('guiasGestion.formulario.nombreFichero')}
            hint={t('guiasGestion.formulario.nombreFicheroAyuda')}
            autoComplete="off"
          />
          <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
            <CampoTexto
              name="fecha"
              type="date"
              label={t('guiasGestion.formulario.fecha')}
              hint={t('guiasGestion.formulario.fechaAyuda')}
            />
            <CampoTexto
              name="orden"
              inputMode="numeric"
              autoComplete="off"
              label={t('guiasGestion.formulario.orden')}
              hint={t('guiasGestion.formulario.ordenAyuda')}
            />
          </div>
          <CampoTexto
            name="ulrImagen"
            label={t('guiasGestion.formulario.imagen')}
            hint={t('guiasGestion.formulario.imagenAyuda')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <CampoCasilla name="publicada" label={t('guiasGestion.formulario.publicada')} />
        </div>
      </CamposConMensajes>
    </FormularioEmpresa>
  );
}

/** The dialog's frame. */
function DialogoGuia({
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
      title={<span id={tituloId}>{titulo}</span>}
      description={descripcion}
      trigger={trigger}
    >
      {children}
    </Dialog>
  );
}

/** "Nueva guía": the button and its dialog; the new one shows in the list and a notice says so. */
export function AltaGuia() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const crear = useCrearGuia();
  const tituloId = 'guia-nueva-encabezado';
  return (
    <DialogoGuia
      open={open}
      onOpenChange={setOpen}
      tituloId={tituloId}
      titulo={t('guiasGestion.alta.titulo')}
      descripcion={t('guiasGestion.alta.descripcion')}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('guiasGestion.alta.abrir')}
        </Button>
      }
    >
      <FormularioGuia
        prefijo="guia-nueva"
        tituloId={tituloId}
        schema={schemaAlta}
        valores={nuevos()}
        enviar={t('guiasGestion.alta.enviar')}
        enviando={t('guiasGestion.alta.enviando')}
        onEnviar={async (datos) => {
          await crear.mutateAsync(cuerpo(datos) as CrearGuiaDatos);
          setOpen(false);
          toast({ title: t('guiasGestion.alta.hecho'), tone: 'success' });
        }}
      />
    </DialogoGuia>
  );
}

/** A guide's dialog to change it, opened from its row (its button, or Enter on the row). */
export function EditarGuia({ guia, onClose }: { guia: GuiaGestion; onClose: () => void }) {
  const { t } = useTranslation();
  const editar = useEditarGuia();
  const tituloId = 'guia-editar-encabezado';
  return (
    <DialogoGuia
      open
      onOpenChange={(abierto) => {
        if (!abierto) onClose();
      }}
      tituloId={tituloId}
      titulo={t('guiasGestion.edicion.titulo')}
      descripcion={t('guiasGestion.edicion.descripcion')}
    >
      <FormularioGuia
        prefijo="guia-editar"
        tituloId={tituloId}
        schema={schemaEdicion}
        valores={deLaFila(guia)}
        actual={{ nombre: guia.nombreFichero, tamano: guia.tamanoFichero }}
        enviar={t('guiasGestion.edicion.enviar')}
        enviando={t('guiasGestion.edicion.enviando')}
        onEnviar={async (datos) => {
          await editar.mutateAsync({ id: guia.idGuia, ...cuerpo(datos) } as EditarGuiaDatos);
          onClose();
          toast({ title: t('guiasGestion.edicion.hecho'), tone: 'success' });
        }}
      />
    </DialogoGuia>
  );
}
