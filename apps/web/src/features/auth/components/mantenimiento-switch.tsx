import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { getBrand, setBrand, useBrand } from '@/lib/brand';
import { useToggleMantenimiento } from '../api/toggle-mantenimiento';

/** The staff-only maintenance switch, shown once the staff account is identified. */
export function MantenimientoSwitch({ staffToken }: { staffToken: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const toggle = useToggleMantenimiento();
  const onChange = (activo: boolean) =>
    toggle.mutateAsync({ activo, staffToken }).then(
      (result) => {
        setBrand({ ...getBrand(), mantenimiento: result.activo });
        toast({
          title: result.activo ? t('auth.godMode.mantenimientoActivado') : t('auth.godMode.mantenimientoDesactivado'),
          tone: 'success',
        });
      },
      () => undefined,
    );
  return (
    <Card className="flex max-w-lg items-center gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
        <Wrench aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-1 flex-col">
        <h2 id="mantenimiento-titulo" className="font-semibold text-fg">
          {t('auth.godMode.mantenimiento')}
        </h2>
        <p className="text-sm text-muted">{t('auth.godMode.mantenimientoAyuda')}</p>
      </div>
      <Switch
        id="mantenimiento"
        aria-labelledby="mantenimiento-titulo"
        checked={brand.mantenimiento}
        disabled={toggle.isPending}
        onCheckedChange={(value) => void onChange(value)}
        onLabel={t('ui.si')}
        offLabel={t('ui.no')}
      />
    </Card>
  );
}
