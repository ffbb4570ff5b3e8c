import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { propuestaEmpresaInput } from '@puente/contract/solicitudes-practica';
import { dniSchema } from '@puente/contract/validation/spanish-id';
import { requiredText } from '@puente/contract/validation/text';
import { ArrowRight, Pencil, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CampoTexto, Grupo } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { useComprobarDni } from '../api/comprobaciones';
import { useProponerAlumno } from '../api/solicitudes';
import { CamposCondiciones, condicionesVacias, type ValoresCondiciones } from './campos-condiciones';

interface Alumno {
  dni: string;
  nombre: string | null;
}

type ValoresPropuesta = ValoresCondiciones & { dni: string; alumnoNombre: string };

const CANDIDATO_NO_ENCONTRADO = 509;
const esquemaDni = z.object({ dni: dniSchema });

/**
 * A company proposes a student. Step 1, the DNI → compruebaDNIalumno: the
 * student's name when registered; 509 said on the field, and the company may
 * go on giving the student's name (a request, 528). Step 2, the internship
 * → 510 / 528 in its banner.
 */
export function PropuestaEmpresa() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const [alumno, setAlumno] = useState<Alumno | null>(null);
  const [noEncontrado, setNoEncontrado] = useState<string | null>(null);
  const [enviada, setEnviada] = useState(false);
  const comprobar = useComprobarDni();
  const proponer = useProponerAlumno();
  const schema = useMemo(
    () =>
      alumno && alumno.nombre === null ? propuestaEmpresaInput.extend({ alumnoNombre: requiredText() }) : propuestaEmpresaInput,
    [alumno],
  );
  const texto509 = catalogueEntry(CANDIDATO_NO_ENCONTRADO)[idioma].cuerpo;

  if (!alumno) {
    return (
      <div className="flex flex-col gap-5">
        {enviada ? (
          <Banner
            tone="success"
            role="status"
            title={t('solicitudesPractica.empresa.enviadaTitulo')}
            onClose={() => setEnviada(false)}
          >
            {t('solicitudesPractica.empresa.enviadaTexto')}
          </Banner>
        ) : null}
        <header className="flex flex-col gap-1">
          <h2 id="propuesta-dni-titulo" className="text-lg font-semibold text-fg">
            {t('solicitudesPractica.empresa.dniTitulo')}
          </h2>
          <p className="text-sm text-muted">{t('solicitudesPractica.empresa.dniIntro')}</p>
        </header>
        <FormularioEmpresa
          id="propuesta-dni"
          schema={esquemaDni}
          valores={{ dni: noEncontrado ?? '' }}
          camposDeCodigo={{ 66: { campo: 'dni' } }}
          labelledBy="propuesta-dni-titulo"
          onEnviar={async (datos) => {
            setEnviada(false);
            const r = await comprobar.mutateAsync(datos.dni);
            if (r.encontrado) setAlumno({ dni: datos.dni, nombre: r.nombre });
            else setNoEncontrado(datos.dni);
            return undefined;
          }}
          acciones={({ enviando }) => (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {noEncontrado ? (
                <Button variant="outline" type="button" onClick={() => setAlumno({ dni: noEncontrado, nombre: null })}>
                  {t('solicitudesPractica.empresa.seguirSinCuenta')}
                </Button>
              ) : null}
              <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
                {enviando ? t('solicitudesPractica.empresa.comprobando') : t('solicitudesPractica.empresa.comprobar')}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          )}
        >
          <CampoTexto
            name="dni"
            label={t('solicitudesPractica.empresa.dni')}
            hint={
              noEncontrado ? (
                <span className="font-medium text-warning">{texto509}</span>
              ) : (
                t('solicitudesPractica.empresa.dniAyuda')
              )
            }
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            className="sm:max-w-xs"
          />
        </FormularioEmpresa>
      </div>
    );
  }

  const valores: ValoresPropuesta = { dni: alumno.dni, alumnoNombre: '', ...condicionesVacias() };
  return (
    <div className="flex flex-col gap-5">
      <Banner
        tone={alumno.nombre ? 'success' : 'info'}
        role="status"
        title={
          alumno.nombre
            ? t('solicitudesPractica.empresa.alumnoEncontrado', { nombre: alumno.nombre })
            : t('solicitudesPractica.empresa.alumnoSinCuenta', { dni: alumno.dni })
        }
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setAlumno(null);
              setNoEncontrado(null);
            }}
          >
            <Pencil aria-hidden="true" />
            {t('solicitudesPractica.empresa.cambiarDni')}
          </Button>
        }
      >
        {alumno.nombre
          ? t('solicitudesPractica.empresa.alumnoEncontradoTexto')
          : t('solicitudesPractica.empresa.alumnoSinCuentaTexto')}
      </Banner>
      <h2 id="propuesta-empresa-titulo" className="sr-only">
        {t('solicitudesPractica.empresa.formularioTitulo')}
      </h2>
      <FormularioEmpresa
        key={alumno.dni}
        id="propuesta-empresa"
        schema={schema}
        valores={valores}
        labelledBy="propuesta-empresa-titulo"
        camposDeCodigo={{ 27: { campo: 'fechaFin' } }}
        onEnviar={async (datos) => {
          await proponer.mutateAsync(datos);
          setEnviada(true);
          setAlumno(null);
          setNoEncontrado(null);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
              <Send aria-hidden="true" />
              {enviando ? t('solicitudesPractica.empresa.enviando') : t('solicitudesPractica.empresa.enviar')}
            </Button>
          </div>
        )}
      >
        {alumno.nombre ? null : (
          <Grupo titulo={t('solicitudesPractica.empresa.alumnoTitulo')}>
            <CampoTexto
              name="alumnoNombre"
              label={t('solicitudesPractica.empresa.alumnoNombre')}
              required
              autoComplete="off"
              className="sm:max-w-md"
            />
          </Grupo>
        )}
        <CamposCondiciones />
      </FormularioEmpresa>
    </div>
  );
}
