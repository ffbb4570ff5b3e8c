import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { propuestaEmpresaInput } from '@puente/contract/solicitudes-practica';
import { dniSchema } from '@puente/contract/validation/spanish-id';
import { requiredText } from '@puente/contract/validation/text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CampoTexto, Grupo } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import {
  CamposCondiciones,
  condicionesVacias,
  type ValoresCondiciones,
} from '@/components/solicitudes-practica/campos-condiciones';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { useComprobarDni } from '../api/comprobaciones';
import { useProponerAlumno } from '../api/solicitudes';
import { BotonComprobar, BotonEnviar, PasoCondiciones, PasoIdentificar } from './pasos-propuesta';

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
      <PasoIdentificar
        enviada={
          enviada
            ? { titulo: t('solicitudesPractica.empresa.enviadaTitulo'), texto: t('solicitudesPractica.empresa.enviadaTexto') }
            : null
        }
        onCerrarEnviada={() => setEnviada(false)}
        idTitulo="propuesta-dni-titulo"
        titulo={t('solicitudesPractica.empresa.dniTitulo')}
        intro={t('solicitudesPractica.empresa.dniIntro')}
      >
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
              <BotonComprobar
                enviando={enviando}
                texto={t('solicitudesPractica.empresa.comprobar')}
                textoEnviando={t('solicitudesPractica.empresa.comprobando')}
              />
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
      </PasoIdentificar>
    );
  }

  const valores: ValoresPropuesta = { dni: alumno.dni, alumnoNombre: '', ...condicionesVacias() };
  return (
    <PasoCondiciones
      encontrado={Boolean(alumno.nombre)}
      aviso={
        alumno.nombre
          ? t('solicitudesPractica.empresa.alumnoEncontrado', { nombre: alumno.nombre })
          : t('solicitudesPractica.empresa.alumnoSinCuenta', { dni: alumno.dni })
      }
      textoAviso={
        alumno.nombre
          ? t('solicitudesPractica.empresa.alumnoEncontradoTexto')
          : t('solicitudesPractica.empresa.alumnoSinCuentaTexto')
      }
      cambiar={t('solicitudesPractica.empresa.cambiarDni')}
      onCambiar={() => {
        setAlumno(null);
        setNoEncontrado(null);
      }}
      idTitulo="propuesta-empresa-titulo"
      titulo={t('solicitudesPractica.empresa.formularioTitulo')}
    >
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
          <BotonEnviar
            enviando={enviando}
            texto={t('solicitudesPractica.empresa.enviar')}
            textoEnviando={t('solicitudesPractica.empresa.enviando')}
          />
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
    </PasoCondiciones>
  );
}
