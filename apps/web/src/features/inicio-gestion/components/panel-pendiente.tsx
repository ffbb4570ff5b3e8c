import { DECISION_DE_PENDIENTE, type TipoPendiente } from '@puente/contract/pendiente';
import { ETIQUETAS_PERMISO, partesPermiso } from '@puente/contract/permisos';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { usePermite } from '@/lib/cuenta-gestor';
import { useLanguage } from '@/lib/i18n';
import { claveDe, type Decision, type Resultado, useDecidirPendiente, usePrimerosPendiente } from '../api/pendiente';
import { FilaPendiente } from './fila-pendiente';

/** The screen that handles each kind in full, where one exists: "ver todas" leads there. */
export const DESTINO_PENDIENTE: Partial<Record<TipoPendiente, string>> = {
  empresas: '/gestion/empresas?estado=pendiente&orden=antiguas',
  ofertas: '/gestion/ofertas?estado=1',
  bajas: '/gestion/alumnos/bajas',
};

export interface PanelPendienteProps {
  tipo: TipoPendiente;
  /** Says a decision's outcome in the home's polite live region. */
  onAnunciar: (texto: string) => void;
  /** Gives the focus back to the kind's card (when the last item left). */
  onVolver: () => void;
  ahora: number;
}

/**
 * Inside an opened card of the home: the kind's oldest items (GET /api/Gestion/pendiente/:tipo), each with
 * its decision for a member who holds the area's `cambiar` (a read-only member sees the items alone), how
 * many more wait, and the kind's own screen where there is one.
 */
export function PanelPendiente({ tipo, onAnunciar, onVolver, ahora }: PanelPendienteProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const consulta = usePrimerosPendiente(tipo);
  const permiso = DECISION_DE_PENDIENTE[tipo];
  const permitido = usePermite(permiso ?? 'administracion:cambiar');
  const puedeDecidir = permiso !== null && permitido;
  const decision = useDecidirPendiente();

  const onDecidir = async (d: Decision): Promise<Resultado> => {
    const resultado = await decision.mutateAsync(d);
    onAnunciar(anuncio(d, resultado, t));
    return resultado;
  };

  if (consulta.isPending) {
    return (
      <SkeletonList
        label={t('pendienteDecisiones.panel.cargando')}
        count={3}
        row="h-16 w-full"
        className="flex flex-col gap-3 py-4"
      />
    );
  }
  if (!consulta.data) {
    return (
      <EmptyState
        className="my-4"
        title={t('pendienteDecisiones.panel.error')}
        action={
          <Button variant="outline" onClick={() => void consulta.refetch()}>
            {t('pendienteDecisiones.panel.reintentar')}
          </Button>
        }
      />
    );
  }

  const { items, total } = consulta.data;
  const destino = DESTINO_PENDIENTE[tipo];
  return (
    <div className="flex flex-col gap-2">
      {permiso && !permitido ? (
        <p className="pt-4 text-sm text-muted">
          {t('pendienteDecisiones.panel.soloLectura', {
            area: ETIQUETAS_PERMISO[partesPermiso(permiso).area][idioma].toLocaleLowerCase(idioma),
          })}
        </p>
      ) : null}
      {tipo === 'bajas' || tipo === 'centros' ? (
        <p className="pt-4 text-sm text-muted">{t(`pendienteDecisiones.${tipo}.nota`)}</p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          className="my-4 py-8"
          icon={CheckCircle2}
          title={t('pendienteDecisiones.panel.vacio')}
          description={t('pendienteDecisiones.panel.vacioTexto')}
        />
      ) : (
        <ul aria-label={t('pendienteDecisiones.panel.lista')}>
          {items.map((item) => (
            <FilaPendiente
              key={claveDe(item)}
              item={item}
              puedeDecidir={puedeDecidir}
              onDecidir={onDecidir}
              ocupado={decision.isPending}
              ahora={ahora}
              onSinVecinos={onVolver}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 border-border border-t pt-3 pb-1 text-sm sm:flex-row sm:items-center sm:justify-between">
        {total > items.length ? (
          <p className="text-muted">{t('pendienteDecisiones.panel.mostrando', { n: items.length, total })}</p>
        ) : (
          <p className="text-muted">{t('pendienteDecisiones.panel.escape')}</p>
        )}
        {destino ? (
          <Link
            to={destino}
            className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(`pendienteDecisiones.panel.destino.${tipo}`, { total })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** The sentence the live region says after a decision. */
function anuncio(d: Decision, r: Resultado, t: T): string {
  const { item } = d;
  if (!r.hecho && item.tipo === 'ofertas') {
    return t('pendienteDecisiones.ofertas.noValidada', {
      titulo: item.titulo,
      razon: t(`pendienteDecisiones.razones.${r.razon}`),
    });
  }
  const sentido = d.aceptar ? 'aceptada' : 'rechazada';
  switch (item.tipo) {
    case 'empresas':
      return t(`pendienteDecisiones.empresas.hecho.${sentido}`, { nombre: item.nombreComercial ?? item.nombre });
    case 'ofertas':
      return t(`pendienteDecisiones.ofertas.hecho.${sentido}`, { titulo: item.titulo });
    case 'convenios':
      return t(`pendienteDecisiones.convenios.hecho.${sentido}`, { referencia: item.referencia });
    case 'adhesiones':
      return t(`pendienteDecisiones.adhesiones.hecho.${sentido}`, { nombre: item.nombre, programa: item.programa });
    case 'propuestas':
      return t(`pendienteDecisiones.propuestas.hecho.${sentido}`, { alumno: item.alumno });
    case 'cambios':
      return t(`pendienteDecisiones.cambios.hecho.${sentido}`, { alumno: item.alumno });
  }
}
