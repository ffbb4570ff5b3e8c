import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import { propuestaAlumnoInput } from '@puente/contract/solicitudes-practica';
import { emailSchema } from '@puente/contract/validation/email';
import { requiredText } from '@puente/contract/validation/text';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoTexto, Grupo } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import {
  CamposCondiciones,
  condicionesVacias,
  type ValoresCondiciones,
} from '@/components/solicitudes-practica/campos-condiciones';
import { comprobarEmailContacto, useComprobarCif } from '../api/comprobaciones';
import { useEnviarSolicitudAlumno } from '../api/solicitudes';
import { BotonComprobar, BotonEnviar, PasoCondiciones, PasoIdentificar } from './pasos-propuesta';

interface Empresa {
  cif: string;
  existe: boolean;
  nombre: string | null;
}

type ValoresPropuesta = ValoresCondiciones & {
  tipo: 'propuesta';
  cif: string;
  empresaNombre: string;
  empresaEmail: string;
};

/**
 * A student proposes a company. Step 1, the CIF → compruebaCIF (33 on the
 * field): a company in the portal is named; one that is not asks for its name
 * and a contact e-mail, checked with compruebaEmailContactoEmpresa (44 on the
 * field). Step 2, the internship → 510, its banner, and the proposal joins
 * the list below.
 */
export function PropuestaAlumno() {
  const { t } = useTranslation();
  const [empresa, setEmpresa] = useState<Empresa | null>(null);
  const [enviada, setEnviada] = useState<string | null>(null);
  const comprobar = useComprobarCif();
  const enviar = useEnviarSolicitudAlumno();
  const titulo = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(
    () =>
      empresa && !empresa.existe
        ? propuestaAlumnoInput.extend({ empresaNombre: requiredText(), empresaEmail: emailSchema })
        : propuestaAlumnoInput,
    [empresa],
  );

  if (!empresa) {
    return (
      <PasoIdentificar
        enviada={
          enviada
            ? {
                titulo: t('solicitudesPractica.propuesta.enviadaTitulo'),
                texto: t('solicitudesPractica.propuesta.enviadaTexto', { empresa: enviada }),
              }
            : null
        }
        onCerrarEnviada={() => setEnviada(null)}
        idTitulo="propuesta-cif-titulo"
        tituloRef={titulo}
        titulo={t('solicitudesPractica.propuesta.cifTitulo')}
        intro={t('solicitudesPractica.propuesta.cifIntro')}
      >
        <FormularioEmpresa
          id="propuesta-cif"
          schema={altaEmpresaEndpoints.compruebaCIF.input}
          valores={{ cif: '' }}
          camposDeCodigo={{ 33: { campo: 'cif' } }}
          labelledBy="propuesta-cif-titulo"
          onEnviar={async (datos) => {
            const r = await comprobar.mutateAsync(datos.cif);
            setEnviada(null);
            setEmpresa({ cif: datos.cif, existe: r.existe, nombre: r.nombre });
            return undefined;
          }}
          acciones={({ enviando }) => (
            <div className="flex justify-end">
              <BotonComprobar
                enviando={enviando}
                texto={t('solicitudesPractica.propuesta.comprobar')}
                textoEnviando={t('solicitudesPractica.propuesta.comprobando')}
              />
            </div>
          )}
        >
          <CampoTexto
            name="cif"
            label={t('solicitudesPractica.propuesta.cif')}
            hint={t('solicitudesPractica.propuesta.cifAyuda')}
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

  const valores: ValoresPropuesta = {
    tipo: 'propuesta',
    cif: empresa.cif,
    empresaNombre: '',
    empresaEmail: '',
    ...condicionesVacias(),
  };
  return (
    <PasoCondiciones
      encontrado={empresa.existe}
      aviso={
        empresa.existe
          ? t('solicitudesPractica.propuesta.empresaConocida', { nombre: empresa.nombre ?? empresa.cif })
          : t('solicitudesPractica.propuesta.empresaNueva', { cif: empresa.cif })
      }
      textoAviso={
        empresa.existe
          ? t('solicitudesPractica.propuesta.empresaConocidaTexto')
          : t('solicitudesPractica.propuesta.empresaNuevaTexto')
      }
      cambiar={t('solicitudesPractica.propuesta.cambiarCif')}
      onCambiar={() => setEmpresa(null)}
      idTitulo="propuesta-titulo"
      titulo={t('solicitudesPractica.propuesta.formularioTitulo')}
    >
      <FormularioEmpresa
        key={empresa.cif}
        id="propuesta"
        schema={schema}
        valores={valores}
        labelledBy="propuesta-titulo"
        camposDeCodigo={{ 27: { campo: 'fechaFin' }, 44: { campo: 'empresaEmail' } }}
        onEnviar={async (datos) => {
          if (!empresa.existe && datos.empresaEmail) await comprobarEmailContacto(empresa.cif, datos.empresaEmail);
          const r = await enviar.mutateAsync(datos);
          setEnviada(r.empresa?.nombre ?? empresa.cif);
          setEmpresa(null);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <BotonEnviar
            enviando={enviando}
            texto={t('solicitudesPractica.propuesta.enviar')}
            textoEnviando={t('solicitudesPractica.propuesta.enviando')}
          />
        )}
      >
        {empresa.existe ? null : (
          <Grupo titulo={t('solicitudesPractica.propuesta.empresaTitulo')}>
            <CampoTexto
              name="empresaNombre"
              label={t('solicitudesPractica.propuesta.empresaNombre')}
              required
              autoComplete="organization"
            />
            <CampoTexto
              name="empresaEmail"
              label={t('solicitudesPractica.propuesta.empresaEmail')}
              hint={t('solicitudesPractica.propuesta.empresaEmailAyuda')}
              required
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          </Grupo>
        )}
        <CamposCondiciones />
      </FormularioEmpresa>
    </PasoCondiciones>
  );
}
