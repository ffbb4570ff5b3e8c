import { PROYECTO_TEXTO_MAX, proyectoFormativoInput, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Save, Send } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvisoHecho } from '@/components/expediente-practica/avisos';
import { MensajesExpediente } from '@/components/expediente-practica/mensajes-expediente';
import { CampoArea } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { useGuardarProyecto } from '../api/seguimiento';
import { TEXTOS_PROYECTO } from '../etiquetas';

/** The contract's rules for the three texts; the internship and the send flag travel beside them. */
const proyectoFormulario = proyectoFormativoInput.pick({ objetivos: true, actividades: true, competencias: true });

type ValoresProyecto = Record<(typeof TEXTOS_PROYECTO)[number], string>;

/** What the last save did: only saved, or sent too (to whom, as the API answered); `vez` keys each one. */
interface Guardado {
  enviado: boolean;
  tutor: SeguimientoPractica['tutorAcademico'];
  vez: number;
}

const valoresDe = (p: SeguimientoPractica): ValoresProyecto => ({
  objetivos: p.proyecto?.objetivos ?? '',
  actividades: p.proyecto?.actividades ?? '',
  competencias: p.proyecto?.competencias ?? '',
});

/**
 * The plan's three texts (the contract's maximum, with a count) and two ways
 * to save them: as a draft, or sent to the academic tutor, who gets a mail
 * with a link to review it; no confirmation, as the tutor can send it back.
 * 15 goes under its fields; 48 (accepted meanwhile, started, or no academic
 * tutor yet) to the banner with the API's message.
 */
export function FormularioProyecto({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const guardar = useGuardarProyecto(p.idPractica);
  const [hecho, setHecho] = useState<Guardado | null>(null);
  // Stable, so only a change of "edited since the last save" calls it: typing again clears the notice.
  const alCambiar = useCallback((cambios: boolean) => {
    if (cambios) setHecho(null);
  }, []);
  // Which button submitted: its click runs before the form's submit event.
  const enviar = useRef(false);
  const tutor = p.tutorAcademico;
  return (
    <section aria-labelledby="proyecto-form-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="proyecto-form-titulo" className="font-semibold text-fg">
          {p.proyecto ? t('expedientePractica.proyecto.form.editar') : t('expedientePractica.proyecto.form.escribir')}
        </h3>
        <p className="text-sm text-muted">
          {tutor?.email
            ? t('expedientePractica.proyecto.form.seEnviaA', { nombre: tutor.nombre, email: tutor.email })
            : tutor
              ? t('expedientePractica.proyecto.form.sinCorreoTutor')
              : t('expedientePractica.proyecto.form.sinTutor')}
        </p>
      </div>
      <FormularioEmpresa
        id="proyecto-formativo"
        schema={proyectoFormulario}
        valores={valoresDe(p)}
        labelledBy="proyecto-form-titulo"
        onCambios={alCambiar}
        campoDeServidor={(campo) => ((TEXTOS_PROYECTO as readonly string[]).includes(campo) ? campo : null)}
        onEnviar={async (datos) => {
          const enviado = enviar.current;
          const nueva = await guardar.mutateAsync({ idPractica: p.idPractica, ...datos, enviar: enviado });
          setHecho((antes) => ({ enviado, tutor: nueva.tutorAcademico, vez: (antes?.vez ?? 0) + 1 }));
          return valoresDe(nueva);
        }}
        acciones={({ enviando }) => (
          <>
            {/* Beside the buttons that saved: where the person is looking. */}
            {hecho ? (
              <AvisoHecho
                key={hecho.vez}
                vez={hecho.vez}
                titulo={t(
                  hecho.enviado ? 'expedientePractica.proyecto.hecho.enviado' : 'expedientePractica.proyecto.hecho.guardado',
                )}
                onCerrar={() => setHecho(null)}
              >
                {hecho.enviado
                  ? t('expedientePractica.proyecto.hecho.enviadoTexto', {
                      nombre: hecho.tutor?.nombre ?? '',
                      email: hecho.tutor?.email ?? '',
                    })
                  : t('expedientePractica.proyecto.hecho.guardadoTexto')}
              </AvisoHecho>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                type="submit"
                variant="outline"
                disabled={enviando}
                aria-busy={enviando && !enviar.current}
                onClick={() => {
                  enviar.current = false;
                }}
              >
                <Save aria-hidden="true" />
                {enviando && !enviar.current
                  ? t('expedientePractica.proyecto.form.guardando')
                  : t('expedientePractica.proyecto.form.guardar')}
              </Button>
              <Button
                type="submit"
                disabled={enviando}
                aria-busy={enviando && enviar.current}
                onClick={() => {
                  enviar.current = true;
                }}
              >
                <Send aria-hidden="true" />
                {enviando && enviar.current
                  ? t('expedientePractica.proyecto.form.enviando')
                  : t('expedientePractica.proyecto.form.enviar')}
              </Button>
            </div>
          </>
        )}
      >
        <MensajesExpediente prefijo="proyecto-formativo">
          <div className="flex flex-col gap-5">
            {TEXTOS_PROYECTO.map((campo) => (
              <CampoArea
                key={campo}
                name={campo}
                label={t(`expedientePractica.proyecto.campos.${campo}`)}
                hint={t(`expedientePractica.proyecto.ayuda.${campo}`)}
                required
                rows={6}
                max={PROYECTO_TEXTO_MAX}
              />
            ))}
          </div>
        </MensajesExpediente>
      </FormularioEmpresa>
    </section>
  );
}
