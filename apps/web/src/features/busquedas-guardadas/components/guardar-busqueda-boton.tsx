import {
  busquedasGuardadasEndpoints,
  type FiltrosBusqueda,
  FRECUENCIAS_ALERTA,
  type FrecuenciaAlerta,
} from '@puente/contract/endpoints/busquedas-guardadas';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { BellPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CampoRadios } from '@/components/form/campo-radios';
import { CampoTexto } from '@/components/form/campos';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useGuardarBusqueda } from '../api/busquedas-guardadas';

/** The dialog's fields, with the contract's own rules for them (the same the API applies). */
const entrada = busquedasGuardadasEndpoints.guardarBusqueda.input;
const esquema = z.object({ nombre: entrada.shape.nombre, frecuencia: entrada.shape.frecuencia });
interface Valores {
  nombre: string;
  frecuencia: FrecuenciaAlerta;
}

export interface GuardarBusquedaBotonProps {
  tipo: TipoOferta;
  filtros: FiltrosBusqueda;
  /** The saved searches' page, for the confirmation's link. */
  pathBusquedas: string;
}

/** "Guardar búsqueda": the search on screen with a name and how often to hear of new offers (issue 28). */
export function GuardarBusquedaBoton({ tipo, filtros, pathBusquedas }: GuardarBusquedaBotonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const tituloId = `${id}-titulo`;
  const [abierto, setAbierto] = useState(false);
  const guardar = useGuardarBusqueda();
  const perfil = t(`busquedasGuardadas.perfil.${tipo}`);
  const texto = filtros.texto?.trim();
  const nombre = texto
    ? t('busquedasGuardadas.guardar.porDefectoTexto', { texto, perfil })
    : t('busquedasGuardadas.guardar.porDefecto', { perfil });
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      trigger={
        <Button variant="outline" size="sm">
          <BellPlus aria-hidden="true" />
          {t('busquedasGuardadas.guardar.boton')}
        </Button>
      }
      title={<span id={tituloId}>{t('busquedasGuardadas.guardar.titulo')}</span>}
      description={t('busquedasGuardadas.guardar.descripcion')}
    >
      <FormularioEmpresa<Valores, z.output<typeof esquema>>
        id={`${id}-formulario`}
        schema={esquema}
        valores={{ nombre: nombre.slice(0, 100), frecuencia: 'diaria' }}
        labelledBy={tituloId}
        campoDeServidor={(campo) => (campo === 'nombre' || campo === 'frecuencia' ? campo : null)}
        onEnviar={async (datos) => {
          await guardar.mutateAsync({ ...datos, tipo, filtros });
          setAbierto(false);
          toast({
            title: t('busquedasGuardadas.guardar.hecho'),
            tone: 'success',
            action: {
              label: t('busquedasGuardadas.guardar.verBusquedas'),
              altText: t('busquedasGuardadas.guardar.verBusquedas'),
              onClick: () => void navigate(pathBusquedas),
            },
          });
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('busquedasGuardadas.guardar.cancelar')}</Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              {enviando ? t('busquedasGuardadas.guardar.guardando') : t('busquedasGuardadas.guardar.guardar')}
            </Button>
          </div>
        )}
      >
        <CamposConMensajes prefijo={`${id}-campo`} propios={new Map()}>
          <div className="flex flex-col gap-5">
            <CampoTexto
              name="nombre"
              label={t('busquedasGuardadas.guardar.nombre')}
              hint={t('busquedasGuardadas.guardar.nombreAyuda')}
              required
            />
            <CampoRadios
              name="frecuencia"
              label={t('busquedasGuardadas.guardar.frecuencia')}
              options={FRECUENCIAS_ALERTA.map((f) => ({
                value: f,
                label: t(`busquedasGuardadas.frecuencia.${f}`),
                description: t(`busquedasGuardadas.frecuencia.${f}Ayuda`),
              }))}
            />
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
    </Dialog>
  );
}
