import type { ProgramaGestion } from '@puente/contract/programas';
import { CalendarClock, Globe2, GraduationCap, Lock, type LucideIcon, School, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DatosPrograma } from '@/components/programa-vista/datos-programa';
import { Card } from '@/components/ui/card';
import { formatFecha } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { EstadoPrograma } from './activacion-programa';
import { claveNivel, nombresNiveles } from './etiquetas';
import { modoAdhesion, nivelesDe } from './valores-programa';

interface Condicion {
  clave: string;
  icono: LucideIcon;
  texto: string;
}

/** Every condition the programme sets, as staff read them: how adhesions go, who may take part, the rest. */
function useCondiciones(p: ProgramaGestion): Condicion[] {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const k = (clave: string, valores?: Record<string, string>) => t(`programasGestion.condiciones.${clave}`, valores);
  const lista: (Condicion | null)[] = [
    { clave: 'adhesion', icono: UserCheck, texto: k(`adhesion.${modoAdhesion(p)}`) },
    p.plazo
      ? { clave: 'plazo', icono: CalendarClock, texto: k('plazo', { fecha: formatFecha(p.plazo, idioma) }) }
      : { clave: 'plazo', icono: CalendarClock, texto: k('sinPlazo') },
    p.tiposEstudios.length > 0
      ? { clave: 'niveles', icono: GraduationCap, texto: k('niveles', { niveles: nombresNiveles(t, p) }) }
      : null,
    p.soloEstudiantesUniversitarios ? { clave: 'estudiantes', icono: Users, texto: k('estudiantes') } : null,
    p.soloAlumnosUniversidad ? { clave: 'universidad', icono: School, texto: k('universidad') } : null,
    p.soloTituladosUniversitarios ? { clave: 'titulados', icono: GraduationCap, texto: k('titulados') } : null,
    p.fechaTitulacionMinima
      ? {
          clave: 'fechaTitulacion',
          icono: CalendarClock,
          texto: k('fechaTitulacion', { fecha: formatFecha(p.fechaTitulacionMinima, idioma) }),
        }
      : null,
    p.exclusivo ? { clave: 'exclusivo', icono: Lock, texto: k('exclusivo') } : null,
    p.europeo ? { clave: 'europeo', icono: Globe2, texto: k('europeo') } : null,
  ];
  return lista.filter((c): c is Condicion => c !== null);
}

/**
 * The programme at a glance for its staff page: active or not, its address, its facts as students read them
 * on its card (funding, dates, studies, duration, deadline) and every condition it sets.
 */
export function ResumenPrograma({ programa: p }: { programa: ProgramaGestion }) {
  const { t } = useTranslation();
  const condiciones = useCondiciones(p);
  const abierto =
    !p.soloEstudiantesUniversitarios &&
    !p.soloAlumnosUniversidad &&
    !p.soloTituladosUniversitarios &&
    p.tiposEstudios.length === 0;
  return (
    <Card aria-labelledby="programa-resumen" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id="programa-resumen" className="text-lg leading-tight font-semibold text-fg">
          {t('programasGestion.programa.resumen')}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <EstadoPrograma activo={p.activo} />
          <span className="break-all">/{p.urlAcceso}</span>
        </div>
        {!p.activo ? <p className="text-sm text-muted">{t('programasGestion.programa.inactivoTexto')}</p> : null}
      </div>
      {p.descripcion ? <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{p.descripcion}</p> : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-fg">{t('programasGestion.programa.ficha')}</h3>
        {/* The levels in the reader's language: the API names them in Spanish. */}
        <DatosPrograma
          programa={{ ...p, tiposEstudios: nivelesDe(p.tiposEstudios).map((nivel) => t(claveNivel[nivel] ?? String(nivel))) }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-fg">{t('programasGestion.programa.condiciones')}</h3>
        <ul className="flex flex-col gap-2">
          {condiciones.map((c) => (
            <li key={c.clave} className="flex items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm">
              <c.icono aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0 text-fg">{c.texto}</span>
            </li>
          ))}
          {abierto ? (
            <li className="flex items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm">
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0 text-fg">{t('programasGestion.condiciones.todos')}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </Card>
  );
}
