import { DIRIGIDO_A, type EventoGestion } from '@puente/contract/eventos';
import { MENSAJES } from '@puente/contract/validation/messages';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CampoRadios } from '@/components/form/campo-radios';
import { CampoArea, CampoSelect, CampoTexto, Grupo } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { UrlDesdeTitulo } from '@/components/form/url-desde-titulo';
import { type CampoDeCodigo, FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useCategoriasEvento } from '../api/categorias-evento';
import { useCrearEvento, useEditarEvento, useImagenEvento } from '../api/eventos-gestion';
import { CampoImagen } from './campo-imagen';
import { claveDirigidoA } from './etiquetas';
import { MENSAJES_EVENTO } from './mensajes-formulario';
import { RUTA_EVENTOS, rutaEventoGestion } from './rutas';
import { schemaEvento, type ValoresEvento, valoresDe, valoresNuevos } from './valores-evento';
import { VistaPreviaEvento } from './vista-previa-evento';

const PREFIJO = 'evento';
const TITULO_ID = 'evento-formulario-titulo';

/** The image travels apart (imagenEvento), so the server never names it; the id travels in the path. */
const campoPropio = (campo: string) => (campo === 'id' ? null : campo);

/**
 * Refusals that belong to one field: the address already taken (8), the category gone (48), and the image's
 * own (46, 413), said under the picker in spec §5's words.
 */
function useCodigosDeCampo(): Partial<Record<number, CampoDeCodigo>> {
  const { t } = useTranslation();
  return {
    8: { campo: 'urlAcceso', mensaje: t('eventosGestion.formulario.urlEnUso') },
    48: { campo: 'categoria', mensaje: t('eventosGestion.formulario.categoriaNoExiste') },
    46: { campo: 'imagen', mensaje: MENSAJES.ficheroNoPermitido },
    413: { campo: 'imagen', mensaje: MENSAJES.ficheroDemasiadoGrande },
  };
}

/** The address the event's page will have, under its field. */
function AyudaUrl() {
  const { t } = useTranslation();
  const url = useWatch<ValoresEvento, 'urlAcceso'>({ name: 'urlAcceso' });
  return <>{t('eventosGestion.formulario.urlAccesoAyuda', { url: url || '…' })}</>;
}

/**
 * An event's page form (/gestion/eventos/nuevo and /:id/editar): every field of the contract's eventoInput
 * with its rules and exact messages live, in groups; the main image picked here and uploaded once the event
 * is saved (create, then upload); "Vista previa" shows it as students will. Saved, it opens the event's page.
 * If a new event is saved but its image is refused, the form stays, says so, and saving again edits it.
 */
export function FormularioEvento({ evento }: { evento?: EventoGestion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crear = useCrearEvento();
  const editar = useEditarEvento();
  const subirImagen = useImagenEvento();
  const categorias = useCategoriasEvento(evento?.categoria);
  const camposDeCodigo = useCodigosDeCampo();
  const [creado, setCreado] = useState<EventoGestion | null>(null);
  const [hayCambios, setHayCambios] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(hayCambios);
  const valores = useMemo(() => (evento ? valoresDe(evento) : valoresNuevos()), [evento]);
  const guardado = evento ?? creado;

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={TITULO_ID} className="text-lg font-semibold text-fg">
          {t('eventosGestion.formulario.titulo')}
        </h2>
        <p className="text-sm text-muted">
          {t(evento ? 'eventosGestion.formulario.introEdicion' : 'eventosGestion.formulario.introAlta')}
        </p>
      </div>
      <FormularioEmpresa
        id={PREFIJO}
        schema={schemaEvento}
        valores={valores}
        labelledBy={TITULO_ID}
        campoDeServidor={campoPropio}
        camposDeCodigo={camposDeCodigo}
        onCambios={setHayCambios}
        onEnviar={async (datos, typed) => {
          // Leaving for the event's page once saved is not losing changes.
          allowLeaving(true);
          try {
            let guardada = guardado
              ? await editar.mutateAsync({ id: guardado.idEvento, ...datos })
              : await crear.mutateAsync(datos);
            if (!guardado) setCreado(guardada);
            if (typed.imagen) {
              const { ficheroB64, extension } = typed.imagen;
              guardada = await subirImagen.mutateAsync({ id: guardada.idEvento, ficheroB64, extension });
            }
            toast({
              title: t(evento ? 'eventosGestion.formulario.guardado' : 'eventosGestion.formulario.creado'),
              tone: 'success',
            });
            navigate(rutaEventoGestion(guardada.idEvento));
            return undefined;
          } catch (error) {
            allowLeaving(false);
            throw error;
          }
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col gap-4">
            {creado && !evento ? (
              <Banner tone="warning" role="status" title={t('eventosGestion.formulario.creadoSinImagen')}>
                {t('eventosGestion.formulario.creadoSinImagenTexto')}
              </Banner>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to={guardado ? rutaEventoGestion(guardado.idEvento) : RUTA_EVENTOS}>
                  {t('eventosGestion.formulario.cancelar')}
                </Link>
              </Button>
              <VistaPreviaEvento categorias={categorias} inscritos={evento?.inscritos ?? 0} />
              <Button type="submit" disabled={enviando} aria-busy={enviando}>
                <Save aria-hidden="true" />
                {enviando
                  ? t('eventosGestion.formulario.guardando')
                  : t(guardado ? 'eventosGestion.formulario.guardar' : 'eventosGestion.formulario.crear')}
              </Button>
            </div>
          </div>
        )}
      >
        <CamposConMensajes prefijo={PREFIJO} propios={MENSAJES_EVENTO}>
          {evento ? null : <UrlDesdeTitulo />}
          <div className="flex flex-col gap-8">
            <Grupo titulo={t('eventosGestion.formulario.grupos.evento')}>
              <CampoTexto
                name="titulo"
                label={t('eventosGestion.formulario.tituloCampo')}
                required
                autoComplete="off"
                className="sm:col-span-2"
              />
              <CampoTexto
                name="urlAcceso"
                label={t('eventosGestion.formulario.urlAcceso')}
                hint={<AyudaUrl />}
                required
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
              />
              <CampoSelect
                name="categoria"
                label={t('eventosGestion.formulario.categoria')}
                placeholder={t('eventosGestion.formulario.categoriaElegir')}
                required
                options={categorias.map((c) => ({ value: c.slug, label: c.nombre }))}
              />
              <CampoArea
                name="entradilla"
                label={t('eventosGestion.formulario.entradilla')}
                hint={t('eventosGestion.formulario.entradillaAyuda')}
                rows={2}
                max={300}
                className="sm:col-span-2"
              />
              <CampoArea
                name="descripcion"
                label={t('eventosGestion.formulario.descripcion')}
                rows={6}
                max={4000}
                className="sm:col-span-2"
              />
            </Grupo>
            <Grupo titulo={t('eventosGestion.formulario.grupos.cuando')}>
              <CampoTexto
                name="fecha"
                type="datetime-local"
                label={t('eventosGestion.formulario.fecha')}
                hint={t('eventosGestion.formulario.fechaAyuda')}
                required
                deps={['fechaFin']}
              />
              <CampoTexto
                name="fechaFin"
                type="datetime-local"
                label={t('eventosGestion.formulario.fechaFin')}
                hint={t('eventosGestion.formulario.fechaFinAyuda')}
              />
              <CampoTexto
                name="lugar"
                label={t('eventosGestion.formulario.lugar')}
                hint={t('eventosGestion.formulario.lugarAyuda')}
                className="sm:col-span-2"
              />
            </Grupo>
            <fieldset className="flex min-w-0 flex-col gap-4">
              <legend className="mb-3 text-base font-semibold text-fg">{t('eventosGestion.formulario.grupos.imagen')}</legend>
              <CampoImagen />
            </fieldset>
            <Grupo titulo={t('eventosGestion.formulario.grupos.inscripcion')}>
              <CampoCasilla name="inscripcion" label={t('eventosGestion.formulario.inscripcion')} className="sm:col-span-2" />
              <CampoTexto
                name="plazas"
                label={t('eventosGestion.formulario.plazas')}
                hint={t('eventosGestion.formulario.plazasAyuda')}
                inputMode="numeric"
                autoComplete="off"
              />
              <CampoRadios
                name="dirigidoA"
                label={t('eventosGestion.formulario.dirigidoA')}
                orientation="horizontal"
                grupoClassName="max-sm:flex-col"
                className="sm:col-span-2"
                options={DIRIGIDO_A.map((d) => ({ value: d, label: t(claveDirigidoA[d]) }))}
              />
            </Grupo>
            <Grupo titulo={t('eventosGestion.formulario.grupos.visibilidad')}>
              <CampoCasilla name="publico" label={t('eventosGestion.formulario.publico')} className="sm:col-span-2" />
              <CampoCasilla name="destacado" label={t('eventosGestion.formulario.destacado')} className="sm:col-span-2" />
            </Grupo>
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
      <UnsavedChangesDialog blocker={blocker} />
    </Card>
  );
}
