import { type Cv, datosEmailSchema, datosPersonalesSchema } from '@puente/contract/cv';
import { Lock, Mail, Pencil, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoCombobox, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/brand';
import { useFormato } from '@/lib/formato';
import { guardarNombreUsuario, type NombreUsuario } from '@/lib/session';
import { useGuardarCv } from '../api/cv';
import { opcionesDe, useListasCv } from '../api/listas-cv';
import { camposDeMarca, esRequerido, esVisible, soloVisibles } from '../campos-marca';
import { useEdicion } from '../hooks/use-edicion';
import { Dato } from './dato';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'personales';

/** `usuario` of editDatosPersonales' answer: the name as saved. */
function nombreDeRespuesta(respuesta: unknown): NombreUsuario | null {
  const usuario = typeof respuesta === 'object' && respuesta !== null ? (respuesta as { usuario?: unknown }).usuario : null;
  if (typeof usuario !== 'object' || usuario === null) return null;
  const { nombre, apellido1, apellido2 } = usuario as Record<string, unknown>;
  if (typeof nombre !== 'string' || typeof apellido1 !== 'string') return null;
  return { nombre, apellido1, apellido2: typeof apellido2 === 'string' ? apellido2 : null };
}

/** Datos personales: name and the personal fields the brand shows; the DNI is read-only; the e-mail has its own form. */
export function SeccionPersonales({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion<'datos' | 'email'>(ANCLA);
  const p = cv.personales;
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.personales.titulo')}
      descripcion={t('cv.personales.descripcion')}
      icono={UserRound}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto === 'datos' ? null : (
          <Button id={`${ANCLA}-editar`} variant="outline" size="sm" onClick={() => edicion.abrir('datos', `${ANCLA}-editar`)}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {t('cv.personales.titulo')}</span>
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        {edicion.abierto === 'datos' ? <FormularioPersonales cv={cv} onCerrar={edicion.cerrar} /> : <VistaPersonales cv={cv} />}
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          {edicion.abierto === 'email' ? (
            <FormularioEmail cv={cv} onCerrar={edicion.cerrar} />
          ) : (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Dato etiqueta={t('cv.personales.email')} valor={p.email} requerido />
                <Dato
                  etiqueta={t('cv.personales.comunicaciones')}
                  valor={p.comunicacionesEnEmailEstudiante ? t('cv.comun.si') : t('cv.comun.no')}
                />
              </dl>
              <Button
                id={`${ANCLA}-email-editar`}
                variant="outline"
                size="sm"
                onClick={() => edicion.abrir('email', `${ANCLA}-email-editar`)}
              >
                <Mail aria-hidden="true" />
                {t('cv.personales.cambiarEmail')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </SeccionCv>
  );
}

function VistaPersonales({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const campos = useBrand().campos;
  const p = cv.personales;
  const valores: Record<string, string | null> = {
    telefono: p.telefono,
    fechaNacimiento: p.fechaNacimiento ? fecha(p.fechaNacimiento) : null,
    direccion: p.direccion,
    nacionalidad: p.nombreNacionalidad,
  };
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Dato
        etiqueta={t('cv.personales.dni')}
        valor={
          <span className="inline-flex items-center gap-1.5">
            {p.DNI}
            <Lock aria-hidden="true" className="size-3.5 text-muted" />
            <span className="text-xs text-muted">{t('cv.personales.dniNoEditable')}</span>
          </span>
        }
      />
      <Dato
        etiqueta={t('cv.personales.nombreCompleto')}
        valor={[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ')}
        requerido
      />
      {camposDeMarca(campos, 'personales').map(({ campo, requerido }) => (
        <Dato key={campo} etiqueta={t(`cv.personales.${campo}`)} valor={valores[campo]} requerido={requerido} />
      ))}
    </dl>
  );
}

export interface ValoresPersonales {
  nombre: string;
  apellido1: string;
  apellido2: string;
  telefono: string;
  fechaNacimiento: string;
  direccion: string;
  nacionalidad: string;
}

export const valoresPersonales = (cv: Cv): ValoresPersonales => ({
  nombre: cv.personales.nombre,
  apellido1: cv.personales.apellido1,
  apellido2: cv.personales.apellido2 ?? '',
  telefono: cv.personales.telefono ?? '',
  fechaNacimiento: cv.personales.fechaNacimiento ?? '',
  direccion: cv.personales.direccion ?? '',
  nacionalidad: cv.personales.nacionalidad ? String(cv.personales.nacionalidad) : '',
});

/** The personal data form: the fields and their required marks come from the brand, as does its schema. */
export function FormularioPersonales({ cv, onCerrar }: { cv: Cv; onCerrar: (aviso?: string | null) => void }) {
  const { t } = useTranslation();
  const campos = useBrand().campos;
  const { listas } = useListasCv();
  const guardar = useGuardarCv('editDatosPersonales');
  const schema = useMemo(() => datosPersonalesSchema(campos), [campos]);
  const visible = (campo: string) => esVisible(campos, 'personales', campo);
  const requerido = (campo: string) => esRequerido(campos, 'personales', campo);
  const paises = useMemo(() => opcionesDe(listas.paises), [listas.paises]);
  return (
    <FormularioCv
      id="cv-personales"
      etiqueta={t('cv.personales.titulo')}
      schema={schema}
      valores={soloVisibles(campos, 'personales', valoresPersonales(cv))}
      onCancelar={() => onCerrar()}
      onGuardar={async (datos) => {
        const respuesta = await guardar.mutateAsync(datos);
        // The header greets by the saved name (spec §3 Session).
        const usuario = nombreDeRespuesta(respuesta);
        if (usuario) guardarNombreUsuario(usuario);
        onCerrar(t('cv.personales.guardado'));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoTexto name="nombre" label={t('cv.personales.nombre')} required autoComplete="given-name" />
        <CampoTexto name="apellido1" label={t('cv.personales.apellido1')} required autoComplete="family-name" />
        <CampoTexto name="apellido2" label={t('cv.personales.apellido2')} autoComplete="additional-name" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {visible('telefono') ? (
          <CampoTexto
            name="telefono"
            label={t('cv.personales.telefono')}
            required={requerido('telefono')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        ) : null}
        {visible('fechaNacimiento') ? (
          <CampoTexto
            name="fechaNacimiento"
            label={t('cv.personales.fechaNacimiento')}
            required={requerido('fechaNacimiento')}
            type="date"
            autoComplete="bday"
          />
        ) : null}
        {visible('direccion') ? (
          <CampoTexto
            name="direccion"
            label={t('cv.personales.direccion')}
            required={requerido('direccion')}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
        ) : null}
        {visible('nacionalidad') ? (
          <CampoCombobox
            name="nacionalidad"
            label={t('cv.personales.nacionalidad')}
            required={requerido('nacionalidad')}
            options={paises}
            placeholder={t('cv.personales.eligePais')}
            emptyText={t('cv.comun.sinResultados')}
          />
        ) : null}
      </div>
    </FormularioCv>
  );
}

function FormularioEmail({ cv, onCerrar }: { cv: Cv; onCerrar: (aviso?: string | null) => void }) {
  const { t } = useTranslation();
  const guardar = useGuardarCv('editDatosEmail');
  return (
    <FormularioCv
      id="cv-email"
      etiqueta={t('cv.personales.cambiarEmail')}
      schema={datosEmailSchema}
      valores={{
        email: cv.personales.email,
        comunicacionesEnEmailEstudiante: cv.personales.comunicacionesEnEmailEstudiante,
      }}
      onCancelar={() => onCerrar()}
      onGuardar={async (datos) => {
        await guardar.mutateAsync(datos);
        onCerrar(t('cv.personales.emailGuardado'));
      }}
    >
      <CampoTexto name="email" label={t('cv.personales.email')} required type="email" inputMode="email" autoComplete="email" />
      <CampoCasilla name="comunicacionesEnEmailEstudiante" label={t('cv.personales.comunicacionesLargo')} />
    </FormularioCv>
  );
}
