import type { AlumnoGestionFila } from '@puente/contract/alumnos-gestion';
import { UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useAlumnosGestion } from '../api/alumnos-gestion';
import { useFiltrosAlumnos } from '../hooks/filtros-url';
import { diaMadrid, EstadoAlumnoBadge, nombreCompleto } from './estado-alumno';
import { FiltrosAlumnosBarra } from './filtros-alumnos';

const h = columnasDe<AlumnoGestionFila>();

/** Where a student's page is, with the list's address to go back to. */
export const rutaAlumno = (idAlumno: number) => `/gestion/alumnos/${idAlumno}`;

/**
 * /gestion/alumnos: every student, searched by name, DNI/NIE or e-mail in one box and filtered by degree,
 * state and internships, all kept in the address, read page by page in the server's order ("Cargar más").
 * Enter on a row opens the student's page. Members with administración also reach the deregistration
 * requests from here.
 */
export function AlumnosGestionPage() {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const navigate = useNavigate();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const leeBajas = usePermite('administracion:leer');
  const [filtros, cambiarFiltros] = useFiltrosAlumnos();
  const lista = useAlumnosGestion(filtros);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor((a) => nombreCompleto(a), {
          id: 'nombre',
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.nombre'), principal: true },
          cell: (c) => (
            <Link
              to={rutaAlumno(c.row.original.idAlumno)}
              state={{ volver: location.search }}
              className="font-medium text-fg underline-offset-4 hover:underline"
            >
              {c.getValue()}
            </Link>
          ),
        }),
        h.accessor('dni', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.dni') },
          cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue()}</span>,
        }),
        h.accessor('email', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.email') },
          cell: (c) => <span className="break-all">{c.getValue()}</span>,
        }),
        h.accessor('titulacion', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.titulacion') },
          cell: (c) => {
            const valor = c.getValue();
            if (!valor) return <span className="text-muted">{t('gestionAlumnos.sinTitulacion')}</span>;
            const otras = c.row.original.otrasTitulaciones;
            return (
              <span>
                {valor}
                {otras > 0 ? (
                  <span className="text-muted"> {t('gestionAlumnos.otrasTitulaciones', { count: otras })}</span>
                ) : null}
              </span>
            );
          },
        }),
        h.accessor('estado', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.estado') },
          cell: (c) => <EstadoAlumnoBadge estado={c.getValue()} />,
        }),
        h.accessor('practicas', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.practicas'), alinear: 'end' },
          cell: (c) => <span className="tabular-nums">{numero(c.getValue())}</span>,
        }),
        h.accessor('fechaAlta', {
          enableSorting: false,
          meta: { etiqueta: t('gestionAlumnos.columnas.alta'), alinear: 'end' },
          cell: (c) => <span className="whitespace-nowrap">{fecha(diaMadrid(c.getValue()))}</span>,
        }),
      ]),
    [t, fecha, numero, location.search],
  );

  return (
    <ListaGestion<AlumnoGestionFila>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer ? { titulo: t('gestion.sinPermiso.titulo'), texto: t('gestionAlumnos.sinPermiso') } : undefined
      }
      intro={t('gestionAlumnos.intro')}
      enlaces={
        leeBajas ? (
          <Button asChild variant="outline" className="w-fit shrink-0">
            <Link to="/gestion/alumnos/bajas">
              <UserX aria-hidden="true" />
              {t('gestionAlumnos.irABajas')}
            </Link>
          </Button>
        ) : null
      }
      filtros={<FiltrosAlumnosBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('gestionAlumnos.total', { count }),
        estimado: (total) => t('gestionAlumnos.totalEstimado', { total }),
      }}
      etiqueta={t('gestionAlumnos.tabla')}
      columnas={columnas}
      idDeFila={(a) => String(a.idAlumno)}
      nombreDeFila={(a) => nombreCompleto(a)}
      vacio={{ titulo: t('gestionAlumnos.vacio'), descripcion: t('gestionAlumnos.vacioTexto') }}
      onAbrirFila={(a) => navigate(rutaAlumno(a.idAlumno), { state: { volver: location.search } })}
    />
  );
}
