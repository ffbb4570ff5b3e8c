import { useTranslation } from 'react-i18next';
import { SubirArchivo, type SubirArchivoProps } from '@/components/subir-archivo/subir-archivo';

/** Refusals said under the upload, where the student is looking; any other goes to the banner. */
const DE_LA_SUBIDA = new Set([15, 45, 46, 48, 56]);

/** The student's upload: `onEnviar` resolves to whether the file was kept (513), false on 518 (its banner says why). */
export function SubirDocumento(props: Omit<SubirArchivoProps, 'enLinea' | 'textos'>) {
  const { t } = useTranslation();
  return (
    <SubirArchivo
      {...props}
      enLinea={DE_LA_SUBIDA}
      textos={{
        reglas: (mb) => t('practicasAlumno.documentos.reglas', { mb }),
        subiendo: (nombre) => t('practicasAlumno.documentos.subiendo', { nombre }),
        hecho: (nombre) => t('practicasAlumno.documentos.hecho', { nombre }),
      }}
    />
  );
}
