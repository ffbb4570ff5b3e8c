import type { Cv, CvEmpresa } from '@puente/contract/cv';
import { useParams } from 'react-router';
import { FichaAlumnoPage } from '@/features/alumnos-gestion/components/ficha-alumno-page';
import { Enlaces } from '@/features/candidatos/components/cv/cv-documentos';
import {
  Competencias,
  Experiencia,
  Formacion,
  Idiomas,
  Informatica,
  Intereses,
  Presentacion,
} from '@/features/candidatos/components/cv/cv-secciones';
import { EntrarComo } from '@/features/modo-dios/components/entrar-como';
import { useBrand } from '@/lib/brand';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/**
 * The CV as a company reads it (the candidates' view, features/candidatos): without the DNI, date of
 * birth, address, nationality, private documents or the completeness meter.
 */
function comoLaEmpresa(cv: Cv): CvEmpresa {
  const { documentosPrivados: _privados, completitud: _completitud, ...resto } = cv;
  const { nombre, apellido1, apellido2, email, telefono } = cv.personales;
  return {
    ...resto,
    personales: { nombre, apellido1, apellido2, email, telefono },
    documentos: cv.documentos.filter((d) => !d.privado),
  };
}

function CvComoLaEmpresa({ cv }: { cv: Cv }) {
  const campos = useBrand().campos;
  const vista = comoLaEmpresa(cv);
  return (
    <>
      <Presentacion cv={vista} />
      <Experiencia cv={vista} campos={campos} />
      <Formacion cv={vista} campos={campos} />
      <Idiomas cv={vista} />
      <Competencias cv={vista} />
      <Informatica cv={vista} />
      <Intereses cv={vista} />
      <Enlaces cv={vista} />
    </>
  );
}

/**
 * /gestion/alumnos/{id}: a student's page, headed by their name; its CV shown as companies see it, and
 * "Entrar como" (god mode, administración only) while the account is active.
 */
export default function GestionAlumnoRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <FichaAlumnoPage
      key={id}
      idAlumno={id}
      heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)}
      verCv={(cv) => <CvComoLaEmpresa cv={cv} />}
      acciones={(f) =>
        f.estado === 'activo' ? (
          <EntrarComo
            tipo="alumno"
            idAlumno={f.idAlumno}
            nombre={[f.personales.nombre, f.personales.apellido1, f.personales.apellido2].filter(Boolean).join(' ')}
          />
        ) : null
      }
    />
  );
}
