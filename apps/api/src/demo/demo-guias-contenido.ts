/**
 * The text of the demo's five orientation guides (decision 025): printed to
 * real PDFs at seed time by demo-guias.ts. Plain, practical advice a careers
 * office would hand out; nothing in it is about a real person or company.
 */

export interface SeccionGuia {
  titulo: string;
  parrafos?: string[];
  lista?: string[];
}

export interface ContenidoGuia {
  clave: string;
  titulo: string;
  descripcion: string;
  /** Days before today: the list is newest first and the home shows the latest 4. */
  haceDias: number;
  introduccion: string;
  secciones: SeccionGuia[];
}

export const GUIAS_DEMO: readonly ContenidoGuia[] = [
  {
    clave: 'entrevista',
    titulo: 'Prepara tu entrevista de trabajo',
    descripcion: 'Antes, durante y después: cómo investigar la empresa, responder con ejemplos y hacer un buen seguimiento.',
    haceDias: 4,
    introduccion:
      'Una entrevista no es un examen: es una conversación en la que la empresa comprueba si encajas en el puesto y tú compruebas si el puesto encaja contigo. Prepararla bien reduce los nervios y te permite mostrar lo mejor de ti.',
    secciones: [
      {
        titulo: 'Antes de la entrevista',
        parrafos: [
          'Lee la oferta con atención y subraya las competencias que piden. Para cada una, piensa en un ejemplo concreto de tus estudios, prácticas, voluntariado o trabajos anteriores.',
        ],
        lista: [
          'Investiga la empresa: a qué se dedica, sus productos, sus valores y sus noticias recientes.',
          'Repasa tu currículum: te preguntarán por cualquier cosa que aparezca en él.',
          'Prepara dos o tres preguntas sobre el puesto, el equipo o la formación que ofrecen.',
          'Comprueba la dirección, el horario y el nombre de la persona que te entrevistará. Si es en línea, prueba antes la cámara, el micrófono y la conexión.',
        ],
      },
      {
        titulo: 'Responde con el método STAR',
        parrafos: [
          'Ante preguntas como «cuéntame una situación en la que resolviste un problema», organiza tu respuesta en cuatro pasos: la Situación, la Tarea que tenías, la Acción que llevaste a cabo y el Resultado que obtuviste. Así tus respuestas serán breves, concretas y fáciles de recordar.',
        ],
      },
      {
        titulo: 'Durante la entrevista',
        lista: [
          'Llega con diez minutos de antelación (o conéctate cinco minutos antes).',
          'Escucha la pregunta completa y tómate un momento para pensar antes de responder.',
          'Habla de tus logros con datos: «organicé un evento para 200 asistentes» dice más que «sé organizar».',
          'Sé sincero sobre lo que no sabes y muestra interés por aprender.',
          'No hables mal de empleadores, profesores o compañeros anteriores.',
        ],
      },
      {
        titulo: 'Después de la entrevista',
        parrafos: [
          'Envía un correo breve de agradecimiento en las 24 horas siguientes, recordando tu interés por el puesto. Anota las preguntas que te hicieron: te servirán para la siguiente entrevista. Y si no te seleccionan, pide con educación una valoración: es información muy valiosa.',
        ],
      },
    ],
  },
  {
    clave: 'cv',
    titulo: 'Cómo preparar un currículum eficaz',
    descripcion: 'Estructura, extensión y errores frecuentes: un CV claro de una o dos páginas que se lee en segundos.',
    haceDias: 12,
    introduccion:
      'Quien selecciona personal dedica a cada currículum menos de un minuto en la primera lectura. Tu CV tiene que dejar claro, a simple vista, quién eres, qué sabes hacer y por qué encajas en la oferta.',
    secciones: [
      {
        titulo: 'Estructura recomendada',
        lista: [
          'Datos de contacto: nombre, teléfono, correo electrónico profesional y ciudad. No hace falta incluir DNI, estado civil ni fecha de nacimiento.',
          'Perfil: tres o cuatro líneas que resuman tu formación, tus puntos fuertes y el tipo de puesto que buscas.',
          'Formación: titulación, centro y año, empezando por la más reciente. Añade la nota media si es buena.',
          'Experiencia: prácticas, trabajos y voluntariado, con las tareas y los logros principales de cada uno.',
          'Idiomas y competencias digitales, indicando el nivel (por ejemplo, B2 según el Marco Común Europeo).',
        ],
      },
      {
        titulo: 'Adáptalo a cada oferta',
        parrafos: [
          'No envíes el mismo CV a todas las ofertas. Ordena la experiencia y las competencias para que lo que pide la oferta aparezca primero, y usa las mismas palabras clave que el anuncio: muchas empresas filtran los currículums con programas que las buscan.',
        ],
      },
      {
        titulo: 'Errores frecuentes',
        lista: [
          'Faltas de ortografía: pide a otra persona que lo revise.',
          'Más de dos páginas siendo estudiante o recién titulado.',
          'Listas de tareas sin resultados: describe qué conseguiste, no solo qué hacías.',
          'Un correo electrónico poco profesional o una foto informal.',
        ],
      },
      {
        titulo: 'Tu CV en el portal',
        parrafos: [
          'En «Mi currículum» puedes completar tus datos, estudios, experiencia e idiomas y descargar tu CV en PDF con el formato del portal. Las empresas ven tu CV cuando te inscribes en una de sus ofertas, así que mantenlo al día.',
        ],
      },
    ],
  },
  {
    clave: 'linkedin',
    titulo: 'LinkedIn: tu perfil profesional en la red',
    descripcion: 'Foto, titular, extracto y contactos: cómo conseguir que las empresas te encuentren.',
    haceDias: 25,
    introduccion:
      'LinkedIn es la red profesional más usada por las empresas para buscar candidatos y comprobar los currículums que reciben. Un perfil completo y coherente con tu CV multiplica tus oportunidades.',
    secciones: [
      {
        titulo: 'Lo esencial del perfil',
        lista: [
          'Foto: de frente, con buena luz y fondo neutro. Un perfil con foto recibe muchas más visitas.',
          'Titular: no te limites a «Estudiante». Escribe, por ejemplo, «Estudiante de Ingeniería Informática | Desarrollo web | Buscando prácticas».',
          'Extracto («Acerca de»): cuenta en pocas líneas qué te interesa, qué sabes hacer y qué buscas.',
          'Experiencia y formación: las mismas fechas y cargos que en tu currículum.',
          'Aptitudes: añade las que de verdad dominas y pide validaciones a compañeros y profesores.',
        ],
      },
      {
        titulo: 'Construye tu red',
        parrafos: [
          'Conecta con compañeros de clase, profesores, tutores de prácticas y personas que conozcas en ferias de empleo. Cuando envíes una invitación a alguien que no te conoce, añade una nota breve explicando por qué quieres conectar.',
        ],
      },
      {
        titulo: 'Participa',
        parrafos: [
          'Comparte proyectos de clase, certificados o artículos de tu sector con un comentario propio. No hace falta publicar a diario: basta con mostrar de vez en cuando en qué estás trabajando. Activa la opción «Open to work» indicando el tipo de puesto y la ubicación que buscas.',
        ],
      },
    ],
  },
  {
    clave: 'practicas',
    titulo: 'Prácticas en empresa: guía para sacarles partido',
    descripcion: 'Curriculares y extracurriculares, convenio, tutores y memoria final: todo lo que necesitas saber.',
    haceDias: 40,
    introduccion:
      'Las prácticas son tu primer contacto con el mundo profesional y, muchas veces, la puerta de entrada a tu primer empleo. Esta guía resume cómo funcionan y cómo aprovecharlas al máximo.',
    secciones: [
      {
        titulo: 'Tipos de prácticas',
        lista: [
          'Curriculares: forman parte de tu plan de estudios, tienen créditos y se evalúan como una asignatura.',
          'Extracurriculares: voluntarias, no forman parte del plan de estudios, pero constan en tu Suplemento Europeo al Título.',
        ],
        parrafos: [
          'En ambos casos la empresa y la universidad firman un convenio de cooperación educativa, y tendrás un tutor en la empresa y otro en la universidad.',
        ],
      },
      {
        titulo: 'Cómo encontrarlas en el portal',
        parrafos: [
          'En «Ofertas de prácticas» verás las ofertas publicadas por las empresas y podrás inscribirte con tu CV. Algunas ofertas pertenecen a programas de prácticas con condiciones propias: consúltalas en «Programas de prácticas». Si ya tienes una empresa interesada en acogerte, puedes proponerla desde «Propuesta de prácticas».',
        ],
      },
      {
        titulo: 'Durante las prácticas',
        lista: [
          'Acuerda con tu tutor de empresa los objetivos y las tareas desde el primer día.',
          'Lleva un diario con lo que aprendes: te servirá para la memoria final y para tu CV.',
          'Pregunta, propón y pide valoración de tu trabajo con regularidad.',
          'Cumple el horario y avisa con antelación de cualquier ausencia.',
        ],
      },
      {
        titulo: 'Al terminar',
        parrafos: [
          'Entrega la memoria final y los documentos que te pida la universidad desde «Mis prácticas». Pide a tu tutor de empresa una carta de recomendación o una recomendación en LinkedIn, y añade las prácticas a tu currículum con los logros concretos que conseguiste.',
        ],
      },
    ],
  },
  {
    clave: 'busqueda',
    titulo: 'Estrategias de búsqueda de empleo',
    descripcion: 'Objetivo profesional, canales, candidatura espontánea y organización: busca trabajo con método.',
    haceDias: 75,
    introduccion:
      'Buscar empleo es, en sí mismo, un trabajo: requiere un objetivo claro, constancia y organización. Estas estrategias te ayudarán a no perder oportunidades.',
    secciones: [
      {
        titulo: 'Define tu objetivo',
        parrafos: [
          'Antes de enviar currículums, decide qué tipo de puesto buscas, en qué sector y en qué zona. Un objetivo concreto te permite adaptar tu CV y tu carta, y elegir mejor dónde buscar.',
        ],
      },
      {
        titulo: 'Usa varios canales',
        lista: [
          'El portal de empleo de tu universidad: las empresas que publican aquí buscan precisamente perfiles como el tuyo.',
          'Portales generalistas y especializados de tu sector.',
          'Las páginas de empleo de las empresas que te interesan.',
          'Ferias de empleo y eventos de la universidad, donde puedes hablar directamente con quien selecciona.',
          'Tu red de contactos: muchas vacantes se cubren por recomendación antes de publicarse.',
        ],
      },
      {
        titulo: 'La candidatura espontánea',
        parrafos: [
          'Si una empresa te interesa aunque no tenga ofertas abiertas, envíale tu CV con una carta breve que explique qué puedes aportar y en qué área te gustaría trabajar. Dirígela a una persona concreta siempre que puedas.',
        ],
      },
      {
        titulo: 'Organízate',
        parrafos: [
          'Apunta en una hoja de cálculo cada candidatura: empresa, puesto, fecha, canal y estado. En el portal, «Mis candidaturas» te muestra el estado de las tuyas. Reserva cada semana un tiempo fijo para buscar, y mantén encendida la búsqueda activa de «Mi currículum»: sin ella no puedes inscribirte en las ofertas.',
        ],
      },
    ],
  },
];
