import type { ProgramaGestion } from '@puente/contract/programas';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CampoArea, CampoTexto, Grupo } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { UrlDesdeTitulo } from '@/components/form/url-desde-titulo';
import { type CampoDeCodigo, FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useCrearPrograma, useEditarPrograma } from '../api/programas-gestion';
import { CampoAdhesion, CampoNiveles, CampoOperador, LecturaDuracion } from './campos-programa';
import { MENSAJES_PROGRAMA } from './mensajes-formulario';
import { RUTA_PROGRAMAS, rutaProgramaGestion } from './rutas';
import { schemaPrograma, type ValoresPrograma, valoresDe, valoresNuevos } from './valores-programa';

const PREFIJO = 'programa';
const TITULO_ID = 'programa-formulario-titulo';

/** The server's field names → the form's: the id travels in the path, the adhesion's two fields are one choice. */
const campoPropio = (campo: string) =>
  campo === 'id' ? null : campo === 'requiereAdhesion' || campo === 'adhesionConValidacion' ? 'adhesion' : campo;

/** The second duration's figure, only when the duration reads two ways. */
function CampoSegundaDuracion() {
  const { t } = useTranslation();
  const operador = useWatch<ValoresPrograma, 'operadorMeses'>({ name: 'operadorMeses' });
  if (operador === 'ninguno') return null;
  return (
    <CampoTexto
      name="meses2"
      label={t(operador === 'a' ? 'programasGestion.formulario.meses2Hasta' : 'programasGestion.formulario.meses2O')}
      hint={t('programasGestion.formulario.mesesAyuda')}
      required
      inputMode="numeric"
      autoComplete="off"
    />
  );
}

/**
 * A programme's page form (/gestion/programas/nuevo and /:id/editar): every field of the contract's
 * programaInput with its rules and exact messages live, in groups (the programme, its dates and duration,
 * the adhesion and deadline, who may take part, the other conditions). Saved, it opens the programme's page.
 */
export function FormularioPrograma({ programa }: { programa?: ProgramaGestion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crear = useCrearPrograma();
  const editar = useEditarPrograma();
  const [hayCambios, setHayCambios] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(hayCambios);
  const valores = useMemo(() => (programa ? valoresDe(programa) : valoresNuevos()), [programa]);
  const camposDeCodigo: Partial<Record<number, CampoDeCodigo>> = {
    8: { campo: 'urlAcceso', mensaje: t('programasGestion.formulario.urlEnUso') },
  };

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={TITULO_ID} className="text-lg font-semibold text-fg [overflow-wrap:anywhere]">
          {programa ? programa.titulo : t('programasGestion.formulario.titulo')}
        </h2>
        <p className="text-sm text-muted">
          {t(programa ? 'programasGestion.formulario.introEdicion' : 'programasGestion.formulario.introAlta')}
        </p>
      </div>
      <FormularioEmpresa
        id={PREFIJO}
        schema={schemaPrograma}
        valores={valores}
        labelledBy={TITULO_ID}
        campoDeServidor={campoPropio}
        camposDeCodigo={camposDeCodigo}
        onCambios={setHayCambios}
        onEnviar={async (datos) => {
          // Leaving for the programme's page once saved is not losing changes.
          allowLeaving(true);
          try {
            const guardado = programa
              ? await editar.mutateAsync({ id: programa.idPrograma, ...datos })
              : await crear.mutateAsync(datos);
            toast({
              title: t(programa ? 'programasGestion.formulario.guardado' : 'programasGestion.formulario.creado'),
              tone: 'success',
            });
            navigate(rutaProgramaGestion(guardado.idPrograma));
            return undefined;
          } catch (error) {
            allowLeaving(false);
            throw error;
          }
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={programa ? rutaProgramaGestion(programa.idPrograma) : RUTA_PROGRAMAS}>
                {t('programasGestion.formulario.cancelar')}
              </Link>
            </Button>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <Save aria-hidden="true" />
              {enviando
                ? t('programasGestion.formulario.guardando')
                : t(programa ? 'programasGestion.formulario.guardar' : 'programasGestion.formulario.crear')}
            </Button>
          </div>
        )}
      >
        <CamposConMensajes prefijo={PREFIJO} propios={MENSAJES_PROGRAMA}>
          {programa ? null : <UrlDesdeTitulo />}
          <div className="flex flex-col gap-8">
            <Grupo titulo={t('programasGestion.formulario.grupos.programa')}>
              <CampoTexto
                name="titulo"
                label={t('programasGestion.formulario.tituloCampo')}
                required
                autoComplete="off"
                className="sm:col-span-2"
              />
              <CampoTexto
                name="urlAcceso"
                label={t('programasGestion.formulario.urlAcceso')}
                hint={t('programasGestion.formulario.urlAccesoAyuda')}
                required
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
              />
              <CampoTexto
                name="financiacion"
                label={t('programasGestion.formulario.financiacion')}
                hint={t('programasGestion.formulario.financiacionAyuda')}
                autoComplete="off"
              />
              <CampoArea
                name="descripcion"
                label={t('programasGestion.formulario.descripcion')}
                hint={t('programasGestion.formulario.descripcionAyuda')}
                rows={5}
                max={2000}
                className="sm:col-span-2"
              />
              <CampoTexto
                name="urlImagen"
                label={t('programasGestion.formulario.urlImagen')}
                hint={t('programasGestion.formulario.urlImagenAyuda')}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                className="sm:col-span-2"
              />
            </Grupo>
            <Grupo titulo={t('programasGestion.formulario.grupos.fechas')}>
              <CampoTexto
                name="fechaInicio"
                type="date"
                label={t('programasGestion.formulario.fechaInicio')}
                deps={['fechaFin']}
              />
              <CampoTexto name="fechaFin" type="date" label={t('programasGestion.formulario.fechaFin')} />
              <CampoTexto
                name="meses"
                label={t('programasGestion.formulario.meses')}
                hint={t('programasGestion.formulario.mesesAyuda')}
                inputMode="numeric"
                autoComplete="off"
              />
              <CampoOperador />
              <CampoSegundaDuracion />
              <LecturaDuracion />
            </Grupo>
            <Grupo titulo={t('programasGestion.formulario.grupos.adhesion')}>
              <CampoAdhesion />
              <CampoTexto
                name="plazo"
                type="date"
                label={t('programasGestion.formulario.plazo')}
                hint={t('programasGestion.formulario.plazoAyuda')}
              />
            </Grupo>
            <Grupo titulo={t('programasGestion.formulario.grupos.audiencia')}>
              <CampoNiveles />
              <CampoCasilla
                name="soloEstudiantesUniversitarios"
                label={t('programasGestion.formulario.soloEstudiantesUniversitarios')}
                className="sm:col-span-2"
              />
              <CampoCasilla
                name="soloAlumnosUniversidad"
                label={t('programasGestion.formulario.soloAlumnosUniversidad')}
                className="sm:col-span-2"
              />
              <CampoCasilla
                name="soloTituladosUniversitarios"
                label={t('programasGestion.formulario.soloTituladosUniversitarios')}
                className="sm:col-span-2"
              />
              <CampoTexto
                name="fechaTitulacionMinima"
                type="date"
                label={t('programasGestion.formulario.fechaTitulacionMinima')}
                hint={t('programasGestion.formulario.fechaTitulacionMinimaAyuda')}
              />
            </Grupo>
            <Grupo titulo={t('programasGestion.formulario.grupos.otras')}>
              <CampoCasilla name="exclusivo" label={t('programasGestion.formulario.exclusivo')} className="sm:col-span-2" />
              <CampoCasilla name="europeo" label={t('programasGestion.formulario.europeo')} className="sm:col-span-2" />
            </Grupo>
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
      <UnsavedChangesDialog blocker={blocker} />
    </Card>
  );
}
