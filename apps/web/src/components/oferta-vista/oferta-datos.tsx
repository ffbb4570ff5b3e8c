import type { OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  Briefcase,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  Clock,
  GraduationCap,
  Layers,
  MapPin,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';

interface Dato {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string;
}

/** The key facts of an offer as a description list, formatted for the reader's language; facts the offer does not have are left out. */
export function OfertaDatos({ oferta }: { oferta: OfertaDetalle }) {
  const { t } = useTranslation();
  const { euros, fecha } = useFormato();
  const practicas = oferta.idPerfil === 2;
  const lugar = [...new Set([oferta.localidad, oferta.provincia].filter(Boolean))].join(', ');
  const jornada = [
    oferta.horario,
    oferta.horasDia !== null ? t('ofertas.detalle.horasDia', { count: oferta.horasDia }) : null,
    oferta.diasSemana !== null ? t('ofertas.detalle.diasSemana', { count: oferta.diasSemana }) : null,
    oferta.tiempoDedicacion !== null ? t('ofertas.detalle.dedicacion', { porcentaje: oferta.tiempoDedicacion }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const periodo =
    oferta.fechaInicio && oferta.fechaFin
      ? t('ofertas.detalle.periodo', { inicio: fecha(oferta.fechaInicio), fin: fecha(oferta.fechaFin) })
      : oferta.fechaInicio
        ? fecha(oferta.fechaInicio)
        : null;
  const candidatos: (Dato | null)[] = [
    lugar ? { key: 'lugar', icon: MapPin, label: t('ofertas.detalle.lugar'), value: lugar } : null,
    {
      key: 'modalidad',
      icon: Layers,
      label: t('ofertas.detalle.modalidad'),
      value: t(`ofertas.modalidad.${oferta.modalidad}`, { defaultValue: oferta.modalidad }),
    },
    oferta.fechaPublicacion
      ? { key: 'publicacion', icon: CalendarDays, label: t('ofertas.detalle.publicada'), value: fecha(oferta.fechaPublicacion) }
      : null,
    oferta.fechaLimite
      ? { key: 'limite', icon: CalendarClock, label: t('ofertas.detalle.plazo'), value: fecha(oferta.fechaLimite) }
      : null,
    periodo ? { key: 'periodo', icon: CalendarRange, label: t('ofertas.detalle.incorporacion'), value: periodo } : null,
    oferta.meses !== null
      ? {
          key: 'meses',
          icon: CalendarRange,
          label: t('ofertas.detalle.duracion'),
          value: t('ofertas.detalle.meses', { count: oferta.meses }),
        }
      : null,
    jornada ? { key: 'jornada', icon: Clock, label: t('ofertas.detalle.jornada'), value: jornada } : null,
    oferta.salario !== null
      ? {
          key: 'salario',
          icon: Banknote,
          label: practicas ? t('ofertas.detalle.bolsa') : t('ofertas.detalle.salario'),
          value: t(practicas ? 'ofertas.detalle.porMes' : 'ofertas.detalle.porAnio', { importe: euros(oferta.salario) }),
        }
      : null,
    oferta.tipoContrato
      ? { key: 'contrato', icon: Briefcase, label: t('ofertas.detalle.contrato'), value: oferta.tipoContrato }
      : null,
    oferta.tipoFormacion
      ? { key: 'formacion', icon: GraduationCap, label: t('ofertas.detalle.tipoPracticas'), value: oferta.tipoFormacion }
      : null,
    {
      key: 'plazas',
      icon: Users,
      label: t('ofertas.detalle.plazas'),
      value: t('ofertas.detalle.numeroPlazas', { count: oferta.plazas }),
    },
  ];
  const datos = candidatos.filter((dato): dato is Dato => dato !== null);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {datos.map(({ key, icon: Icon, label, value }) => (
        <div key={key} className="relative flex min-h-9 flex-col justify-center self-start ps-12">
          <dt className="text-xs font-medium text-muted">
            <span className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-lg bg-subtle text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="text-sm font-medium text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
