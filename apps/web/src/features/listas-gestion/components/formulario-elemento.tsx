import {
  type ElementoLista,
  type ElementoListaDatos,
  ESTADOS_MOTIVO,
  elementoListaInput,
  LISTAS_BILINGUES,
  type ListaReferencia,
} from '@puente/contract/listas-referencia';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoCombobox, CampoSelect, CampoTexto } from '@/components/form/campos';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useDominios } from '@/lib/reference-data';
import { useCrearElemento, useEditarElemento } from '../api/listas-gestion';
import { MENSAJES_ELEMENTO } from './etiquetas';

/** The form's values as typed: ids as the selects' strings, '' when unset. */
export interface ValoresElemento {
  lista: ListaReferencia;
  es: string;
  en: string;
  idNivel: string;
  idArea: string;
  idEstado: string;
  idProvincia: string;
  localidad: string;
}

const texto = (valor: number | string | null) => (valor === null ? '' : String(valor));

const nuevos = (lista: ListaReferencia): ValoresElemento => ({
  lista,
  es: '',
  en: '',
  idNivel: '',
  idArea: '',
  idEstado: '',
  idProvincia: '',
  localidad: '',
});

const delElemento = (lista: ListaReferencia, e: ElementoLista): ValoresElemento => ({
  lista,
  es: e.es,
  en: e.en ?? '',
  idNivel: texto(e.idNivel),
  idArea: texto(e.idArea),
  idEstado: texto(e.idEstado),
  idProvincia: texto(e.idProvincia),
  localidad: e.localidad ?? '',
});

/** The list and the id travel in the path, never as fields of the form. */
const campoPropio = (campo: string) => (campo === 'id' || campo === 'lista' ? null : campo);

/** The fields the list has: a name (and its English), a degree's level and area, a reason's state, a school's place. */
function Campos({ lista }: { lista: ListaReferencia }) {
  const { t } = useTranslation();
  const dominios = useDominios();
  const opciones = (items: { id: number; descripcion: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.descripcion }));
  return (
    <div className="flex flex-col gap-4">
      <CampoTexto
        name="es"
        label={t('listasGestion.formulario.es')}
        hint={t('listasGestion.formulario.esAyuda')}
        required
        autoComplete="off"
      />
      {LISTAS_BILINGUES.includes(lista) ? (
        <CampoTexto
          name="en"
          label={t('listasGestion.formulario.en')}
          hint={t('listasGestion.formulario.enAyuda')}
          required
          autoComplete="off"
        />
      ) : null}
      {lista === 'titulaciones' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoSelect
            name="idNivel"
            label={t('listasGestion.formulario.nivel')}
            required
            placeholder={t('listasGestion.formulario.elige')}
            options={opciones(dominios.data?.nivelesTitulacion)}
          />
          <CampoSelect
            name="idArea"
            label={t('listasGestion.formulario.area')}
            required
            placeholder={t('listasGestion.formulario.elige')}
            options={opciones(dominios.data?.areasTitulacion)}
          />
        </div>
      ) : null}
      {lista === 'motivosCambioEstado' ? (
        <CampoSelect
          name="idEstado"
          label={t('listasGestion.formulario.estadoMotivo')}
          required
          placeholder={t('listasGestion.formulario.elige')}
          options={ESTADOS_MOTIVO.map((e) => ({ value: String(e), label: t(`listasGestion.estadosMotivo.${e}`) }))}
        />
      ) : null}
      {lista === 'centrosEducativos' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoCombobox
            name="idProvincia"
            label={t('listasGestion.formulario.provincia')}
            required
            placeholder={t('listasGestion.formulario.elige')}
            options={opciones(dominios.data?.provincias)}
          />
          <CampoTexto name="localidad" label={t('listasGestion.formulario.localidad')} required autoComplete="off" />
        </div>
      ) : null}
    </div>
  );
}

interface FormularioProps {
  prefijo: string;
  tituloId: string;
  valores: ValoresElemento;
  enviar: string;
  enviando: string;
  onEnviar: (datos: ElementoListaDatos) => Promise<void>;
}

/** The item's fields with the contract's elementoListaInput live; 15 under the fields, 8 and the rest in the dialog. */
function FormularioElemento({ prefijo, tituloId, valores, enviar, enviando: textoEnviando, onEnviar }: FormularioProps) {
  const { t } = useTranslation();
  return (
    <FormularioEmpresa
      id={prefijo}
      schema={elementoListaInput}
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
            <Button variant="outline">{t('listasGestion.formulario.cancelar')}</Button>
          </DialogClose>
          <Button type="submit" disabled={enviando} aria-busy={enviando}>
            {enviando ? textoEnviando : enviar}
          </Button>
        </div>
      )}
    >
      <CamposConMensajes prefijo={prefijo} propios={MENSAJES_ELEMENTO}>
        <Campos lista={valores.lista} />
      </CamposConMensajes>
    </FormularioEmpresa>
  );
}

function DialogoElemento(props: {
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
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="md"
      title={<span id={props.tituloId}>{props.titulo}</span>}
      description={props.descripcion}
      trigger={props.trigger}
    >
      {props.children}
    </Dialog>
  );
}

/** "Añadir": the button and its dialog for the list on screen; the new item shows in the list. */
export function AltaElemento({ lista }: { lista: ListaReferencia }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const crear = useCrearElemento();
  const tituloId = 'elemento-nuevo-titulo';
  return (
    <DialogoElemento
      open={open}
      onOpenChange={setOpen}
      tituloId={tituloId}
      titulo={t('listasGestion.alta.titulo', { lista: t(`listasGestion.listas.${lista}`) })}
      descripcion={t('listasGestion.alta.descripcion')}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('listasGestion.alta.abrir')}
        </Button>
      }
    >
      {/* Keyed by the list: another list's fields start empty. */}
      <FormularioElemento
        key={lista}
        prefijo="elemento-nuevo"
        tituloId={tituloId}
        valores={nuevos(lista)}
        enviar={t('listasGestion.alta.enviar')}
        enviando={t('listasGestion.alta.enviando')}
        onEnviar={async (datos) => {
          await crear.mutateAsync(datos);
          setOpen(false);
          toast({ title: t('listasGestion.alta.hecho'), tone: 'success' });
        }}
      />
    </DialogoElemento>
  );
}

/** An item's dialog to rename it (or re-file it), opened from its row (its button, or Enter on the row). */
export function EditarElemento({
  lista,
  elemento,
  onClose,
}: {
  lista: ListaReferencia;
  elemento: ElementoLista;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editar = useEditarElemento();
  const tituloId = 'elemento-editar-titulo';
  return (
    <DialogoElemento
      open
      onOpenChange={(abierto) => {
        if (!abierto) onClose();
      }}
      tituloId={tituloId}
      titulo={t('listasGestion.edicion.titulo', { lista: t(`listasGestion.listas.${lista}`) })}
      descripcion={t('listasGestion.edicion.descripcion')}
    >
      <FormularioElemento
        prefijo="elemento-editar"
        tituloId={tituloId}
        valores={delElemento(lista, elemento)}
        enviar={t('listasGestion.edicion.enviar')}
        enviando={t('listasGestion.edicion.enviando')}
        onEnviar={async (datos) => {
          await editar.mutateAsync({ ...datos, id: elemento.id });
          onClose();
          toast({ title: t('listasGestion.edicion.hecho'), tone: 'success' });
        }}
      />
    </DialogoElemento>
  );
}
