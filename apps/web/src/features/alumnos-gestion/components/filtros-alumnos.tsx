import {
  ESTADOS_ALUMNO,
  type EstadoAlumno,
  ETIQUETAS_ESTADO_ALUMNO,
  type OrdenAlumnosGestion,
} from '@puente/contract/alumnos-gestion';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, CampoSiNo, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { useLanguage } from '@/lib/i18n';
import { useTitulaciones } from '@/lib/reference-data';
import type { FiltrosAlumnos } from '../hooks/filtros-url';

export interface FiltrosAlumnosProps {
  filtros: FiltrosAlumnos;
  onCambiar: (cambio: Partial<FiltrosAlumnos>) => void;
}

/**
 * The students list's filters: one search box (name, DNI/NIE or e-mail), degree, state, internships and
 * the order. Each change goes to the address (hooks/filtros-url), the text when it is searched (Enter or
 * the button).
 */
export function FiltrosAlumnosBarra({ filtros, onCambiar }: FiltrosAlumnosProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const titulaciones = useTitulaciones();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.q, (q) => onCambiar({ q }));
  const opcionesTitulacion = useMemo(
    () => (titulaciones.data ?? []).map((tit) => ({ value: String(tit.id), label: tit.descripcion })),
    [titulaciones.data],
  );

  return (
    <BarraFiltros etiqueta={t('gestionAlumnos.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-q`}
        label={t('gestionAlumnos.filtros.texto')}
        hint={t('gestionAlumnos.filtros.textoAyuda')}
        buscar={t('gestionAlumnos.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <Field id={`${id}-titulacion`} label={t('gestionAlumnos.filtros.titulacion')} className="sm:col-span-2">
        <Combobox
          id={`${id}-titulacion`}
          options={opcionesTitulacion}
          value={filtros.idTitulacion === undefined ? null : String(filtros.idTitulacion)}
          onValueChange={(valor) => onCambiar({ idTitulacion: valor ? Number(valor) : undefined })}
          placeholder={t('gestionAlumnos.filtros.todas')}
          emptyText={t('gestionAlumnos.filtros.sinTitulaciones')}
        />
      </Field>
      <CampoOpciones
        id={`${id}-estado`}
        label={t('gestionAlumnos.filtros.estado')}
        valor={filtros.estado}
        todos={t('gestionAlumnos.filtros.todas')}
        opciones={ESTADOS_ALUMNO.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_ALUMNO[estado][idioma] }))}
        onCambiar={(valor) => onCambiar({ estado: valor as EstadoAlumno | undefined })}
      />
      <CampoSiNo
        id={`${id}-practicas`}
        label={t('gestionAlumnos.filtros.practicas')}
        valor={filtros.conPracticas}
        etiquetas={{
          todos: t('gestionAlumnos.filtros.todos'),
          si: t('gestionAlumnos.filtros.conPracticas'),
          no: t('gestionAlumnos.filtros.sinPracticas'),
        }}
        onCambiar={(conPracticas) => onCambiar({ conPracticas })}
      />
      <CampoOpciones
        id={`${id}-orden`}
        label={t('gestionAlumnos.filtros.orden')}
        valor={filtros.orden}
        opciones={[
          { value: 'nombre', label: t('gestionAlumnos.filtros.porNombre') },
          { value: 'recientes', label: t('gestionAlumnos.filtros.recientes') },
        ]}
        onCambiar={(valor) => onCambiar({ orden: valor as OrdenAlumnosGestion })}
      />
    </BarraFiltros>
  );
}
