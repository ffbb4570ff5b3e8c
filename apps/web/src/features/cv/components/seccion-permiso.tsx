import type { Cv } from '@puente/contract/cv';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useGuardarCv } from '../api/cv';
import { useEdicion } from '../hooks/use-edicion';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'permiso';

/** Permiso de trabajo: only for nationalities outside the EU/EEA, whom job offers ask for it (code 34). */
export function SeccionPermiso({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const guardar = useGuardarCv('editPermisoTrabajo');
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.permiso.titulo')}
      descripcion={t('cv.permiso.descripcion')}
      icono={BadgeCheck}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
    >
      <div className="flex items-start justify-between gap-4">
        <label id={`${ANCLA}-etiqueta`} htmlFor={`${ANCLA}-interruptor`} className="text-sm font-medium text-fg">
          {t('cv.permiso.tengo')}
        </label>
        <Switch
          id={`${ANCLA}-interruptor`}
          aria-labelledby={`${ANCLA}-etiqueta`}
          checked={cv.tienePermisoTrabajo}
          disabled={guardar.isPending}
          onLabel={t('cv.comun.si')}
          offLabel={t('cv.comun.no')}
          onCheckedChange={(permiso) => {
            guardar
              .mutateAsync({ permiso })
              .then(() => edicion.avisar(t('cv.permiso.guardado')))
              .catch(() => undefined);
          }}
        />
      </div>
    </SeccionCv>
  );
}
