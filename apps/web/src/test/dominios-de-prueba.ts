import type { Dominios } from '@puente/contract/endpoints/dominios';

/** The lists the company forms read, small, for the unit tests (the answer must pass the contract's schema). */
export const dominiosDePrueba: Dominios = {
  paises: [
    { id: 1, descripcion: 'España' },
    { id: 2, descripcion: 'Francia' },
  ],
  provincias: [
    { id: 28, descripcion: 'Madrid' },
    { id: 46, descripcion: 'Valencia/València' },
  ],
  localidades: [
    { id: 149, idProvincia: 28, descripcion: 'Madrid' },
    { id: 250, idProvincia: 46, descripcion: 'València' },
    { id: 251, idProvincia: 46, descripcion: 'Gandia' },
  ],
  areasFuncionales: [],
  sectoresActividad: [
    { id: 3, descripcion: 'Industria' },
    { id: 9, descripcion: 'Tecnologías de la información' },
  ],
  tiposContrato: [],
  ambitos: [],
  nivelesTitulacion: [],
  areasTitulacion: [],
  tiposFormacion: [],
  idiomas: [],
  nivelesIdioma: [],
  periodosPracticas: [],
  tagsInteres: [],
  programasInformaticos: [],
  tiposEmpresa: [
    { id: 1, descripcion: 'Empresa privada' },
    { id: 2, descripcion: 'Empresa pública' },
  ],
  tiposContacto: [
    { id: 1, descripcion: 'Ofertas de empleo' },
    { id: 9, descripcion: 'Contacto general' },
  ],
};
