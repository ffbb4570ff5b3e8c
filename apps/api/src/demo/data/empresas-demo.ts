/**
 * Companies the offers seed adds next to the two of demo.ts. The CIFs are
 * fictitious but valid: the province prefix matches the seat and the control
 * digit is computed (demo-ofertas.test.ts checks them with the contract's
 * validator). `sedes` are the [province, town] pairs its offers cycle through.
 */
export interface EmpresaDemo {
  cif: string;
  nombre: string;
  comercial: string;
  descripcion: string;
  sector: number;
  sedes: readonly (readonly [number, string])[];
}

/** The two companies of demo.ts, by CIF, then the new ones: offers refer to them by position. */
export const CIF_LEVANTE = 'B12345674';
export const CIF_MESETA = 'A58818501';

export const sedesDemo: readonly (readonly (readonly [number, string])[])[] = [
  [
    [46, 'València'],
    [46, 'Paterna'],
    [3, 'Alicante/Alacant'],
    [28, 'Madrid'],
  ],
  [
    [28, 'Madrid'],
    [47, 'Valladolid'],
    [28, 'Getafe'],
  ],
];

export const empresasDemo: readonly EmpresaDemo[] = [
  {
    cif: 'B46615233',
    nombre: 'Huerta Digital Agrotech S.L.',
    comercial: 'Huerta Digital',
    descripcion:
      'Empresa valenciana de tecnología agroalimentaria: sensores de cultivo, laboratorio de calidad y biotecnología aplicada.',
    sector: 3,
    sedes: [
      [46, 'Alzira'],
      [46, 'València'],
      [30, 'Murcia'],
    ],
  },
  {
    cif: 'A28037182',
    nombre: 'Banca Ibérica de Inversiones S.A.',
    comercial: 'Banca Ibérica',
    descripcion: 'Entidad financiera especializada en banca privada y financiación de empresas, con sede en Madrid.',
    sector: 18,
    sedes: [
      [28, 'Madrid'],
      [8, 'Barcelona'],
      [28, 'Alcobendas'],
    ],
  },
  {
    cif: 'B91384727',
    nombre: 'Sevilla Renovables Energía S.L.',
    comercial: 'Sevilla Renovables',
    descripcion: 'Promotora e ingeniería de plantas fotovoltaicas y parques eólicos en el sur peninsular.',
    sector: 22,
    sedes: [
      [41, 'Sevilla'],
      [41, 'Dos Hermanas'],
      [18, 'Granada'],
    ],
  },
  {
    cif: 'B50729318',
    nombre: 'Logística Ebro Norte S.L.',
    comercial: 'Ebro Logística',
    descripcion: 'Operador logístico con plataformas en Zaragoza y distribución a toda la península.',
    sector: 12,
    sedes: [
      [50, 'Zaragoza'],
      [50, 'Utebo'],
    ],
  },
  {
    cif: 'A48120570',
    nombre: 'Ingeniería Nervión S.A.',
    comercial: 'Ingeniería Nervión',
    descripcion: 'Ingeniería y constructora de obra civil e industrial con proyectos en España y Latinoamérica.',
    sector: 22,
    sedes: [
      [48, 'Bilbao'],
      [48, 'Barakaldo'],
      [33, 'Gijón'],
    ],
  },
  {
    cif: 'B29614708',
    nombre: 'Costa del Sol Hoteles y Turismo S.L.',
    comercial: 'Costa del Sol Hoteles',
    descripcion: 'Cadena de hoteles vacacionales y urbanos en Andalucía, con agencia de viajes receptiva propia.',
    sector: 13,
    sedes: [
      [29, 'Málaga'],
      [29, 'Marbella'],
      [41, 'Sevilla'],
    ],
  },
  {
    cif: 'B15029382',
    nombre: 'Grupo Sanitario Atlántico S.L.',
    comercial: 'Sanitario Atlántico',
    descripcion: 'Grupo de clínicas, residencias y farmacias con centros en Galicia, Asturias y Madrid.',
    sector: 28,
    sedes: [
      [15, 'A Coruña'],
      [33, 'Oviedo'],
      [28, 'Madrid'],
    ],
  },
  {
    cif: 'B08742132',
    nombre: 'Mediterrània Comunicació S.L.',
    comercial: 'Mediterrània',
    descripcion: 'Agencia de comunicación, marketing digital y producción audiovisual con oficinas en Barcelona y Valencia.',
    sector: 24,
    sedes: [
      [8, 'Barcelona'],
      [46, 'València'],
    ],
  },
  {
    cif: 'B30614234',
    nombre: 'Ortega y Sanz Abogados S.L.P.',
    comercial: 'Ortega & Sanz',
    descripcion: 'Despacho de abogados especializado en derecho mercantil y laboral para empresas industriales.',
    sector: 20,
    sedes: [
      [30, 'Murcia'],
      [30, 'Cartagena'],
    ],
  },
  {
    cif: 'G46123451',
    nombre: 'Fundación Cultural Meridiana',
    comercial: 'Fundación Meridiana',
    descripcion: 'Fundación sin ánimo de lucro que gestiona un centro de arte, una escuela infantil y programas educativos.',
    sector: 31,
    sedes: [
      [46, 'València'],
      [46, 'Gandia'],
    ],
  },
];
