import { FILTROS_INFORME, type InformeCifras, MODALIDADES_OFERTA, TIPOS_PRACTICA_CIFRAS } from '@puente/contract/cifras';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoOpciones } from '@/components/lista-gestion/campos-filtro';
import { useDominios, useTitulaciones } from '@/lib/reference-data';
import { cursoActual, type FiltrosCifras, PRIMER_CURSO } from '../hooks/filtros-url';

/** "2025-26" for the academic year that starts in 2025. */
export const nombreCurso = (curso: number) => `${curso}-${String((curso + 1) % 100).padStart(2, '0')}`;

const id = (valor: string | undefined) => (valor === undefined ? undefined : Number(valor));
const texto = (valor: number | undefined) => (valor === undefined ? undefined : String(valor));

/**
 * The filters a report reads (FILTROS_INFORME; the dashboard shows those every report shares): the academic
 * year, the degree's area (standing for the faculty: the catalogue ties degrees to areas), the degree, the
 * company's sector, the province, the offer's modality or the internship's kind, and the follow-up survey.
 */
export function FiltrosCifrasBarra({
  informe,
  filtros,
  onCambiar,
  encuestas,
}: {
  /** null: the dashboard, which offers the year only. */
  informe: InformeCifras | null;
  filtros: FiltrosCifras;
  onCambiar: (cambio: Partial<FiltrosCifras>) => void;
  encuestas?: { id: number; titulo: string }[];
}) {
  const { t } = useTranslation();
  const base = useId();
  const dominios = useDominios();
  const titulaciones = useTitulaciones();
  const lee = (clave: keyof FiltrosCifras) => informe !== null && FILTROS_INFORME[informe].includes(clave as never);
  const cursos = Array.from({ length: cursoActual() - PRIMER_CURSO + 1 }, (_, i) => cursoActual() - i);
  const todas = t('cifras.filtros.todas');
  const areas = dominios.data?.areasTitulacion ?? [];
  const delArea = (titulaciones.data ?? []).filter((x) => filtros.idArea === undefined || x.idArea === filtros.idArea);

  return (
    <BarraFiltros etiqueta={t('cifras.filtros.etiqueta')} onSubmit={(e) => e.preventDefault()}>
      <CampoOpciones
        id={`${base}-curso`}
        label={t('cifras.filtros.curso')}
        valor={String(filtros.curso)}
        opciones={[
          ...cursos.map((c) => ({ value: String(c), label: nombreCurso(c) })),
          { value: 'todos', label: t('cifras.filtros.todosLosCursos') },
        ]}
        onCambiar={(v) => onCambiar({ curso: v === undefined || v === 'todos' ? 'todos' : Number(v) })}
      />
      {lee('idArea') ? (
        <CampoOpciones
          id={`${base}-area`}
          label={t('cifras.filtros.area')}
          valor={texto(filtros.idArea)}
          todos={todas}
          opciones={areas.map((a) => ({ value: String(a.id), label: a.descripcion }))}
          onCambiar={(v) => onCambiar({ idArea: id(v), idTitulacion: undefined })}
        />
      ) : null}
      {lee('idTitulacion') ? (
        <CampoOpciones
          id={`${base}-titulacion`}
          label={t('cifras.filtros.titulacion')}
          valor={texto(filtros.idTitulacion)}
          todos={todas}
          opciones={delArea.map((x) => ({ value: String(x.id), label: x.descripcion }))}
          onCambiar={(v) => onCambiar({ idTitulacion: id(v) })}
        />
      ) : null}
      {lee('idSector') ? (
        <CampoOpciones
          id={`${base}-sector`}
          label={t('cifras.filtros.sector')}
          valor={texto(filtros.idSector)}
          todos={t('cifras.filtros.todos')}
          opciones={(dominios.data?.sectoresActividad ?? []).map((s) => ({ value: String(s.id), label: s.descripcion }))}
          onCambiar={(v) => onCambiar({ idSector: id(v) })}
        />
      ) : null}
      {lee('idProvincia') ? (
        <CampoOpciones
          id={`${base}-provincia`}
          label={t('cifras.filtros.provincia')}
          valor={texto(filtros.idProvincia)}
          todos={todas}
          opciones={(dominios.data?.provincias ?? []).map((p) => ({ value: String(p.id), label: p.descripcion }))}
          onCambiar={(v) => onCambiar({ idProvincia: id(v) })}
        />
      ) : null}
      {lee('modalidad') ? (
        <CampoOpciones
          id={`${base}-modalidad`}
          label={t('cifras.filtros.modalidad')}
          valor={filtros.modalidad}
          todos={todas}
          opciones={MODALIDADES_OFERTA.map((m) => ({ value: m, label: t(`cifras.fila.${m}`) }))}
          onCambiar={(v) => onCambiar({ modalidad: v as FiltrosCifras['modalidad'] })}
        />
      ) : null}
      {lee('tipoPractica') ? (
        <CampoOpciones
          id={`${base}-tipo`}
          label={t('cifras.filtros.tipoPractica')}
          valor={filtros.tipoPractica}
          todos={todas}
          opciones={TIPOS_PRACTICA_CIFRAS.map((m) => ({ value: m, label: t(`cifras.fila.${m}`) }))}
          onCambiar={(v) => onCambiar({ tipoPractica: v as FiltrosCifras['tipoPractica'] })}
        />
      ) : null}
      {lee('idEncuesta') && encuestas && encuestas.length > 1 ? (
        <CampoOpciones
          id={`${base}-encuesta`}
          label={t('cifras.filtros.encuesta')}
          valor={texto(filtros.idEncuesta) ?? String(encuestas[0]?.id)}
          opciones={encuestas.map((e) => ({ value: String(e.id), label: e.titulo }))}
          onCambiar={(v) => onCambiar({ idEncuesta: id(v) })}
        />
      ) : null}
    </BarraFiltros>
  );
}
