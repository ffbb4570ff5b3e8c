import type { EncuestaGestion } from '@puente/contract/encuestas';
import { BarChart3, EyeOff, FilterX, Pencil, Plus, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useEncuestasGestion, usePublicacionEncuesta } from '../api/encuestas-gestion';
import { hayFiltros, useFiltrosEncuestas } from '../hooks/filtros-url';
import { clavePublico, tonoPublicada } from './etiquetas';
import { FiltrosEncuestasBarra } from './filtros-encuestas';
import { RetirarEncuesta } from './retirar-encuesta';
import { RUTA_NUEVA_ENCUESTA, rutaEditarEncuesta, rutaResultadosEncuesta } from './rutas';

const h = columnasDe<EncuestaGestion>();

/**
 * The row's publication button: "Publicar" a withdrawn one at once, "Retirar" one on show after a question
 * (the page's dialog). One element in both cases, so the focus stays on it when it changes.
 */
function AccionPublicacion({ encuesta: e, onRetirar }: { encuesta: EncuestaGestion; onRetirar: (e: EncuestaGestion) => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionEncuesta();
  const publicar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (publicacion.isPending) return;
    publicacion.mutate(
      { id: e.idEncuesta, publicar: true },
      { onSuccess: () => toast({ title: t('encuestasGestion.acciones.publicada'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-busy={publicacion.isPending || undefined}
      aria-label={t(e.publicada ? 'encuestasGestion.acciones.retirarA' : 'encuestasGestion.acciones.publicarA', {
        nombre: e.titulo,
      })}
      onClick={e.publicada ? () => onRetirar(e) : publicar}
    >
      {e.publicada ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
      {t(e.publicada ? 'encuestasGestion.acciones.retirar' : 'encuestasGestion.acciones.publicar')}
    </Button>
  );
}

/** Students, companies or both; the named people when there is a list; "anonymous" when it is open to anyone. */
function Publico({ encuesta: e }: { encuesta: EncuestaGestion }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col">
      <span>{t(clavePublico(e))}</span>
      {e.destinatarios > 0 ? (
        <span className="text-xs text-muted">{t('encuestasGestion.lista.concretos', { count: e.destinatarios })}</span>
      ) : null}
      {e.sacaOpcionAnonima && (e.paraAlumnos || e.paraEmpresa) ? (
        <span className="text-xs text-muted">{t('encuestasGestion.lista.tambienAnonima')}</span>
      ) : null}
    </span>
  );
}

/**
 * /gestion/encuestas: every survey, published or withdrawn, the newest first, filtered by title, state and
 * audience (kept in the address) and read page by page ("Cargar más"). Everyone who reads it opens a survey's
 * results; members with contenidos:cambiar create ("Nueva encuesta"), edit (the button, or Enter on the row),
 * publish and withdraw them. A member without the permission gets a page that says so.
 */
export function EncuestasGestionPage() {
  const { t } = useTranslation();
  const formato = useFormato();
  const navigate = useNavigate();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosEncuestas();
  const lista = useEncuestasGestion(filtros, puedeLeer);
  const [retirando, setRetirando] = useState<EncuestaGestion | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('titulo', {
          enableSorting: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.titulo'), principal: true },
          cell: (c) => {
            const e = c.row.original;
            return (
              <span className="flex max-w-md min-w-0 flex-col gap-1 sm:min-w-56">
                <span className="font-medium [overflow-wrap:anywhere]">{e.titulo}</span>
                <span className="text-xs font-normal break-all text-muted">/encuestas/{e.urlAcceso}</span>
                {e.respuestaObligatoria ? (
                  <span className="w-fit rounded-full bg-info-bg px-2 py-0.5 text-xs font-semibold text-info">
                    {t('encuestasGestion.lista.obligatoria')}
                  </span>
                ) : null}
              </span>
            );
          },
        }),
        h.accessor('paraAlumnos', {
          id: 'publico',
          enableSorting: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.publico') },
          cell: (c) => <Publico encuesta={c.row.original} />,
        }),
        h.accessor('publicada', {
          enableSorting: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.estado') },
          cell: (c) => (
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                tonoPublicada(c.getValue()),
              )}
            >
              {t(c.getValue() ? 'encuestasGestion.estados.publicada' : 'encuestasGestion.estados.retirada')}
            </span>
          ),
        }),
        h.accessor('preguntas', {
          enableSorting: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.preguntas'), alinear: 'end' },
          cell: (c) => <span className="tabular-nums">{formato.numero(c.getValue())}</span>,
        }),
        h.accessor('contestaciones', {
          enableSorting: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.contestaciones'), alinear: 'end' },
          cell: (c) => <span className="tabular-nums">{formato.numero(c.getValue())}</span>,
        }),
        h.display({
          id: 'acciones',
          enableHiding: false,
          meta: { etiqueta: t('encuestasGestion.lista.columnas.acciones'), alinear: 'end' },
          cell: (c) => {
            const e = c.row.original;
            return (
              <span className="flex flex-wrap gap-2 max-sm:w-full sm:min-w-44 sm:justify-end">
                {puedeCambiar ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={rutaEditarEncuesta(e.idEncuesta)}
                      aria-label={t('encuestasGestion.acciones.editarA', { nombre: e.titulo })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('encuestasGestion.acciones.editar')}
                    </Link>
                  </Button>
                ) : null}
                {puedeCambiar ? <AccionPublicacion encuesta={e} onRetirar={setRetirando} /> : null}
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={rutaResultadosEncuesta(e.idEncuesta)}
                    aria-label={t('encuestasGestion.acciones.resultadosA', { nombre: e.titulo })}
                  >
                    <BarChart3 aria-hidden="true" />
                    {t('encuestasGestion.acciones.resultados')}
                  </Link>
                </Button>
              </span>
            );
          },
        }),
      ]),
    // Stable between renders: a cell is a component, and a new function would mount its buttons anew (and drop the focus).
    [t, formato, puedeCambiar],
  );

  return (
    <ListaGestion<EncuestaGestion>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('encuestasGestion.sinPermiso.titulo'), texto: t('encuestasGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'encuestasGestion.lista.intro' : 'encuestasGestion.lista.introLectura')}
      filtros={<FiltrosEncuestasBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('encuestasGestion.lista.total', { count }),
        estimado: (total) => t('encuestasGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t('encuestasGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(e) => String(e.idEncuesta)}
      nombreDeFila={(e) => e.titulo}
      acciones={
        puedeCambiar ? (
          <Button asChild>
            <Link to={RUTA_NUEVA_ENCUESTA}>
              <Plus aria-hidden="true" />
              {t('encuestasGestion.lista.nueva')}
            </Link>
          </Button>
        ) : null
      }
      vacio={{
        titulo: hayFiltros(filtros) ? t('encuestasGestion.lista.vacio') : t('encuestasGestion.lista.ninguna'),
        descripcion: hayFiltros(filtros)
          ? t('encuestasGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('encuestasGestion.lista.ningunaTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('encuestasGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={(e) => navigate(puedeCambiar ? rutaEditarEncuesta(e.idEncuesta) : rutaResultadosEncuesta(e.idEncuesta))}
    >
      {retirando ? <RetirarEncuesta encuesta={retirando} onClose={() => setRetirando(null)} /> : null}
    </ListaGestion>
  );
}
