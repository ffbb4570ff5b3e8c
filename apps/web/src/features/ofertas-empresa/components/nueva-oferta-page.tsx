import { ID_PERFIL } from '@puente/contract/constants';
import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-empresa';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useAddOferta } from '../api/add-oferta';
import { perfilDeTipo, valoresVacios } from '../oferta-form-values';
import { OfertaFormulario } from './oferta-form';

export interface NuevaOfertaPageProps {
  /** The route's {tipo}: 'practicas' or 'empleo' preselects the profile. */
  tipo?: string;
  onCreada: (oferta: OfertaGuardada) => void;
}

export function NuevaOfertaPage({ tipo, onCreada }: NuevaOfertaPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const addOferta = useAddOferta();
  const sinEmpleo = brand.flags.withoutEmpleo;
  const perfil = sinEmpleo ? ID_PERFIL.PRACTICAS : (perfilDeTipo(tipo) ?? ID_PERFIL.PRACTICAS);
  const valores = useMemo(() => valoresVacios(perfil), [perfil]);
  return (
    <OfertaFormulario
      key={perfil}
      valoresIniciales={valores}
      elegirPerfil={!sinEmpleo}
      textoEnviar={t('ofertasEmpresa.form.publicar')}
      textoEnviando={t('ofertasEmpresa.form.publicando')}
      cancelarHref="/mis-ofertas"
      onEnviar={async (oferta) => {
        try {
          onCreada(await addOferta.mutateAsync(oferta));
          return [];
        } catch (error) {
          // The banner already tells why (query-client); the fields refused are marked too.
          return fieldErrorsOf(error);
        }
      }}
    />
  );
}
