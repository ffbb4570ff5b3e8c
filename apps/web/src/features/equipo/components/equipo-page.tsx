import type { Gestor } from '@puente/contract/equipo';
import { ETIQUETAS_PERMISO } from '@puente/contract/permisos';
import { Pencil, ShieldOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnasDe } from '@/components/data-table/columnas';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useLanguage } from '@/lib/i18n';
import { useEquipo } from '../api/equipo';
import { AltaMiembro } from './alta-miembro';
import { EditarMiembro } from './editar-miembro';

const h = columnasDe<Gestor>();
const ORDEN_INICIAL = [{ id: 'nombre', desc: false }];

/**
 * /gestion/equipo: the staff team in the data table (name, nick, e-mail, permissions, active); administración
 * adds members and edits them (Enter on a row, or its button), lectura only reads.
 */
export function EquipoPage() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('administracion:leer');
  const puedeCambiar = usePermite('administracion:cambiar');
  const equipo = useEquipo(puedeLeer);
  const [editando, setEditando] = useState<Gestor | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor((g) => `${g.nombre} ${g.apellidos}`, {
          id: 'nombre',
          sortFn: 'text',
          meta: { etiqueta: t('gestion.equipo.columnas.nombre'), principal: true },
          cell: (c) => <span className="font-medium">{c.getValue()}</span>,
        }),
        h.accessor('nick', { sortFn: 'text', meta: { etiqueta: t('gestion.equipo.columnas.nick') }, cell: (c) => c.getValue() }),
        h.accessor('email', {
          sortFn: 'text',
          meta: { etiqueta: t('gestion.equipo.columnas.email') },
          cell: (c) => <span className="break-all">{c.getValue()}</span>,
        }),
        h.accessor('permisos', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.equipo.columnas.permisos') },
          cell: (c) => (
            <ul className="flex flex-wrap gap-1.5">
              {c.getValue().map((permiso) => (
                <li key={permiso} className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium whitespace-nowrap text-fg">
                  {ETIQUETAS_PERMISO[permiso][idioma]}
                </li>
              ))}
            </ul>
          ),
        }),
        h.accessor('activo', {
          sortFn: 'basic',
          meta: { etiqueta: t('gestion.equipo.columnas.activo') },
          cell: (c) => (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                c.getValue() ? 'bg-success-bg text-success' : 'bg-subtle text-muted',
              )}
            >
              {c.getValue() ? t('gestion.equipo.activo') : t('gestion.equipo.inactivo')}
            </span>
          ),
        }),
        ...(puedeCambiar
          ? [
              h.display({
                id: 'acciones',
                enableHiding: false,
                meta: { etiqueta: t('gestion.equipo.columnas.acciones'), alinear: 'end' },
                cell: (c) => (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditando(c.row.original)}
                    aria-label={t('gestion.equipo.editarA', { nombre: `${c.row.original.nombre} ${c.row.original.apellidos}` })}
                  >
                    <Pencil aria-hidden="true" />
                    {t('gestion.equipo.editar')}
                  </Button>
                ),
              }),
            ]
          : []),
      ]),
    [t, idioma, puedeCambiar],
  );

  if (cuenta.data && !puedeLeer) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('gestion.sinPermiso.titulo')}
        description={t('gestion.sinPermiso.texto')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted">{t('gestion.equipo.intro')}</p>
      <DataTable<Gestor>
        etiqueta={t('gestion.equipo.tabla')}
        columnas={columnas}
        filas={equipo.data}
        idDeFila={(g) => String(g.id)}
        nombreDeFila={(g) => `${g.nombre} ${g.apellidos}`}
        cargando={cuenta.isPending || equipo.isPending}
        error={equipo.isError}
        onReintentar={() => void equipo.refetch()}
        vacio={{ titulo: t('gestion.equipo.vacio') }}
        onAbrirFila={puedeCambiar ? setEditando : undefined}
        ordenInicial={ORDEN_INICIAL}
        acciones={puedeCambiar ? <AltaMiembro /> : null}
      />
      {editando ? <EditarMiembro miembro={editando} onClose={() => setEditando(null)} /> : null}
    </div>
  );
}
