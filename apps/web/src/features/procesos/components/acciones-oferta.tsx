import { ID_PERFIL } from '@puente/contract/constants';
import { Copy, Eye, Lock, MoreHorizontal, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '@/components/ui/dropdown-menu';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { toast } from '@/components/ui/toast-store';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import type { AccionesProceso } from '../acciones';
import { useBorrarOferta } from '../api/borrar-oferta';
import { useCerrarOferta } from '../api/cerrar-oferta';
import { useCopiarOferta } from '../api/copiar-oferta';
import { useCopiarOfertaPerfilContrario } from '../api/copiar-oferta-perfil-contrario';

type Accion = 'cerrar' | 'duplicar' | 'contrario' | 'borrar';

export interface ProcesoAccionable {
  idOferta: number;
  urlAcceso: string;
  idPerfil: number;
  titulo: string;
  numCandidatos: number;
}

export interface AccionesOfertaProps {
  proceso: ProcesoAccionable;
  acciones: AccionesProceso;
  /** lista: one menu button; detalle: edit and preview as buttons, the rest in a menu. */
  variante: 'lista' | 'detalle';
  /** A copy to the other profile still lacks that profile's fields: the company completes it next. */
  onCopiadaContrario: (idOferta: number) => void;
  /** Given on the offer's own page: the company leaves it once deleted. */
  onBorrada?: () => void;
}

/** Close, duplicate, duplicate to the other profile and delete, each after a confirmation. */
export function AccionesOferta({ proceso, acciones, variante, onCopiadaContrario, onBorrada }: AccionesOfertaProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idioma = useLanguage();
  const [pendiente, setPendiente] = useState<Accion | null>(null);
  const cerrar = useCerrarOferta();
  const copiar = useCopiarOferta();
  const contrario = useCopiarOfertaPerfilContrario();
  const borrar = useBorrarOferta();
  const rechazo = useRechazoDialogo();
  const ocupado = cerrar.isPending || copiar.isPending || contrario.isPending || borrar.isPending;

  const perfilContrario =
    proceso.idPerfil === ID_PERFIL.EMPLEO ? t('procesos.perfil.practicasMinus') : t('procesos.perfil.empleoMinus');
  const { titulo, urlAcceso } = proceso;

  /** The copy to the other profile keeps the title; what it could not take is said, by the form's names, for a while. */
  const avisarNoCopiados = (campos: string[]) => {
    const nombres = [...new Set(campos.map((campo) => (campo.startsWith('tutor') ? 'tutor' : campo)))].map((campo) =>
      t(`procesos.noCopiados.campos.${campo}`, { defaultValue: campo }),
    );
    toast({
      title: t('procesos.noCopiados.titulo', { perfil: perfilContrario }),
      description:
        nombres.length > 0
          ? t('procesos.noCopiados.texto', { campos: new Intl.ListFormat(idioma, { type: 'conjunction' }).format(nombres) })
          : undefined,
      tone: 'info',
      duration: 15_000,
    });
  };

  const confirmar = async () => {
    rechazo.limpiar();
    try {
      if (pendiente === 'cerrar') await cerrar.mutateAsync(urlAcceso);
      else if (pendiente === 'duplicar') await copiar.mutateAsync(urlAcceso);
      else if (pendiente === 'contrario') {
        const copia = await contrario.mutateAsync(urlAcceso);
        setPendiente(null);
        avisarNoCopiados(copia.camposNoCopiados);
        onCopiadaContrario(copia.idOferta);
        return;
      } else if (pendiente === 'borrar') {
        await borrar.mutateAsync({ urlOferta: urlAcceso, sinAviso: Boolean(onBorrada) });
        setPendiente(null);
        onBorrada?.();
        return;
      }
    } catch (error) {
      // Refused: said inside the dialog, which stays; what needs the page goes to the banner.
      if (rechazo.mostrar(error)) return;
    }
    setPendiente(null);
  };

  const textos: Record<Accion, { titulo: string; texto: string; boton: string }> = {
    cerrar: {
      titulo: t('procesos.confirmar.cerrarTitulo'),
      texto: t('procesos.confirmar.cerrarTexto', { titulo }),
      boton: t('procesos.confirmar.cerrarBoton'),
    },
    duplicar: {
      titulo: t('procesos.confirmar.duplicarTitulo'),
      texto: `${t('procesos.confirmar.duplicarTexto', { titulo })} ${
        brand.ofertas.validacion === 'manual'
          ? t('procesos.confirmar.validacionManual')
          : t('procesos.confirmar.validacionAutomatica')
      }`,
      boton: t('procesos.confirmar.duplicarBoton'),
    },
    contrario: {
      titulo: t('procesos.confirmar.contrarioTitulo', { perfil: perfilContrario }),
      texto: t('procesos.confirmar.contrarioTexto', { perfil: perfilContrario }),
      boton: t('procesos.confirmar.contrarioBoton'),
    },
    borrar: {
      titulo: t('procesos.confirmar.borrarTitulo'),
      texto:
        proceso.numCandidatos > 0
          ? t('procesos.confirmar.borrarConCandidatos', { titulo, count: proceso.numCandidatos })
          : t('procesos.confirmar.borrarTexto', { titulo }),
      boton: t('procesos.confirmar.borrarBoton'),
    },
  };
  const dialogo = pendiente ? textos[pendiente] : null;
  const hayMenu = acciones.cerrar || acciones.duplicar || acciones.duplicarPerfilContrario || acciones.borrar;
  const enLista = variante === 'lista';

  const menu = (
    <DropdownMenu
      label={enLista ? titulo : undefined}
      trigger={
        enLista ? (
          <Button variant="ghost" size="icon" aria-label={t('procesos.acciones.menuDe', { titulo })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline">
            <MoreHorizontal aria-hidden="true" />
            {t('procesos.acciones.mas')}
          </Button>
        )
      }
    >
      {enLista ? (
        <>
          <DropdownItem asChild>
            <Link to={`/visor-oferta/${proceso.idOferta}`}>
              <Eye aria-hidden="true" />
              {t('procesos.acciones.verComoEstudiante')}
            </Link>
          </DropdownItem>
          {acciones.editar ? (
            <DropdownItem asChild>
              <Link to={`/editar-oferta/${proceso.idOferta}`}>
                <Pencil aria-hidden="true" />
                {t('procesos.acciones.editar')}
              </Link>
            </DropdownItem>
          ) : null}
          {hayMenu ? <DropdownSeparator /> : null}
        </>
      ) : null}
      {acciones.cerrar ? (
        <DropdownItem onSelect={() => setPendiente('cerrar')}>
          <Lock aria-hidden="true" />
          {t('procesos.acciones.cerrar')}
        </DropdownItem>
      ) : null}
      {acciones.duplicar ? (
        <DropdownItem onSelect={() => setPendiente('duplicar')}>
          <Copy aria-hidden="true" />
          {t('procesos.acciones.duplicar')}
        </DropdownItem>
      ) : null}
      {acciones.duplicarPerfilContrario ? (
        <DropdownItem onSelect={() => setPendiente('contrario')}>
          <Repeat aria-hidden="true" />
          {t('procesos.acciones.duplicarComo', { perfil: perfilContrario })}
        </DropdownItem>
      ) : null}
      {acciones.borrar ? (
        <>
          <DropdownSeparator />
          <DropdownItem tone="danger" onSelect={() => setPendiente('borrar')}>
            <Trash2 aria-hidden="true" />
            {t('procesos.acciones.borrar')}
          </DropdownItem>
        </>
      ) : null}
    </DropdownMenu>
  );

  return (
    <>
      {enLista ? (
        menu
      ) : (
        <div className="flex flex-wrap gap-2 *:flex-1 sm:*:flex-none">
          {acciones.editar ? (
            <Button asChild>
              <Link to={`/editar-oferta/${proceso.idOferta}`}>
                <Pencil aria-hidden="true" />
                {t('procesos.acciones.editar')}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={`/visor-oferta/${proceso.idOferta}`}>
              <Eye aria-hidden="true" />
              {t('procesos.acciones.verComoEstudiante')}
            </Link>
          </Button>
          {hayMenu ? menu : null}
        </div>
      )}
      <Dialog
        open={dialogo !== null}
        onOpenChange={(open) => {
          if (!open && !ocupado) setPendiente(null);
        }}
        title={dialogo?.titulo ?? ''}
        description={dialogo?.texto}
        rechazo={rechazo}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setPendiente(null)} disabled={ocupado}>
              {t('procesos.confirmar.cancelar')}
            </Button>
            <Button
              variant={pendiente === 'borrar' || pendiente === 'cerrar' ? 'danger' : 'primary'}
              onClick={confirmar}
              disabled={ocupado}
              aria-busy={ocupado}
            >
              {dialogo?.boton}
            </Button>
          </>
        }
      />
    </>
  );
}
