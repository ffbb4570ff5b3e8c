import type { Idioma } from '../../lib/mensajes/render';

/**
 * The agreement's text in the reader's language. The clauses are our own
 * summary of what an education cooperation agreement under Real Decreto
 * 592/2014 (external academic internships of university students) has to
 * settle: object and training project, no employment relationship, tutors,
 * insurance, data protection, duration and termination. A university that
 * needs its own legal wording changes it here; `{name}` marks a value.
 */
export const TEXTOS_CONVENIO_PDF = {
  es: {
    cabecera: 'Convenio de cooperación educativa',
    titulo: 'Convenio de cooperación educativa',
    subtitulo: 'para la realización de prácticas académicas externas de estudiantes universitarios',
    referencia: 'Convenio n.º {referencia}',
    fechas: 'Generado el {alta} · Vigente hasta el {caducidad}',
    reunidos: 'Reunidos',
    deUnaParte:
      'De una parte, {universidad} (en adelante, «la Universidad»), representada por la persona titular del órgano competente para suscribir convenios de prácticas.',
    deOtraParte:
      'De otra parte, {firmante}{dni}, en calidad de {cargo}, en nombre y representación de {entidad}, con CIF {cif} y domicilio fiscal en {domicilio} (en adelante, «la Entidad colaboradora»).',
    conDni: ', con DNI/NIE {dni}',
    capacidad: 'Ambas partes se reconocen capacidad suficiente para suscribir este convenio y, a tal efecto,',
    exponen: 'Exponen',
    exposicion: [
      'Que la Universidad, de acuerdo con el Real Decreto 592/2014, de 11 de julio, promueve las prácticas académicas externas como una actividad formativa que permite a sus estudiantes aplicar y completar los conocimientos adquiridos, conocer la realidad profesional y mejorar su empleabilidad.',
      'Que la Entidad colaboradora desea participar en la formación práctica de los estudiantes de la Universidad, acogiéndolos en sus centros de trabajo.',
      'Que, por ello, ambas partes acuerdan suscribir el presente convenio con arreglo a las siguientes cláusulas.',
    ],
    datosEntidad: 'Datos fiscales de la Entidad colaboradora',
    razonSocial: 'Razón social',
    cif: 'CIF / identificación fiscal',
    domicilioFiscal: 'Domicilio fiscal',
    poblacion: 'Población',
    cp: 'Código postal',
    provincia: 'Provincia',
    pais: 'País',
    envioPostal: 'Envío postal de facturas',
    envioPostalNo: 'No, las facturas se envían por medios electrónicos',
    firmante: 'Persona firmante por la Entidad colaboradora',
    contactoGestion: 'Contacto de gestión del convenio',
    nombre: 'Nombre y apellidos',
    dni: 'DNI/NIE',
    cargo: 'Cargo',
    email: 'Correo electrónico',
    telefono: 'Teléfono',
    tramitacion: 'Tramitación y facturación',
    modoFirma: 'Modalidad de firma',
    firmaDigital: 'Digital, con certificado electrónico',
    firmaPapel: 'En papel, con firma manuscrita',
    pedido: 'Número de pedido',
    pedidoNo: 'No se exige',
    pedidoPorFactura: 'Se exige; se indicará en cada factura',
    pedidoAnual: 'Pedido anual n.º {numero}',
    formaPago: 'Forma de pago',
    domiciliacion: 'Domiciliación bancaria',
    transferencia: 'Transferencia bancaria',
    iban: 'Cuenta de domiciliación (IBAN)',
    ibanNota:
      'Por seguridad solo se muestran los cuatro últimos caracteres del IBAN; la cuenta completa consta en el perfil de la entidad.',
    clausulas: 'Cláusulas',
    clausulasTexto: [
      {
        titulo: 'Primera. Objeto',
        texto:
          'Este convenio fija el marco de colaboración para que estudiantes de {universidad} realicen en la Entidad colaboradora prácticas académicas externas, curriculares o extracurriculares, conforme al Real Decreto 592/2014, de 11 de julio. Cada práctica se concretará en un proyecto formativo, que firmarán la Universidad, la Entidad y el estudiante como anexo a este convenio, con sus fechas, horario, lugar, actividades y las competencias que se pretende desarrollar.',
      },
      {
        titulo: 'Segunda. Naturaleza de la colaboración',
        texto:
          'Las prácticas tienen una finalidad exclusivamente formativa. De ellas no nace relación laboral alguna entre el estudiante y la Entidad colaboradora, y el estudiante no podrá ocupar un puesto de trabajo de su plantilla. Si la Entidad contratase después al estudiante, el tiempo de prácticas no contará como periodo de prueba, salvo que el convenio colectivo aplicable disponga otra cosa.',
      },
      {
        titulo: 'Tercera. Tutorías',
        texto:
          'La Entidad colaboradora designará para cada estudiante una persona tutora con experiencia profesional y conocimientos suficientes, que lo acogerá, organizará sus actividades según el proyecto formativo, supervisará su progreso y emitirá un informe final. La Universidad nombrará una persona tutora académica, distinta de la anterior, que velará por el cumplimiento del proyecto formativo, se coordinará con la tutora de la Entidad y evaluará la práctica.',
      },
      {
        titulo: 'Cuarta. Seguros y Seguridad Social',
        texto:
          'Los estudiantes estarán cubiertos por el seguro escolar cuando les corresponda por edad y, en todo caso, por el seguro de accidentes y de responsabilidad civil que la Universidad tenga suscrito o exija. Las obligaciones de alta y cotización a la Seguridad Social que procedan se cumplirán según la normativa vigente por la parte a la que esta las atribuya. La Entidad informará al estudiante de sus normas de seguridad y prevención de riesgos laborales.',
      },
      {
        titulo: 'Quinta. Compromisos de las partes',
        texto:
          'La Entidad facilitará al estudiante los medios necesarios para su formación y, si así se acuerda en el proyecto formativo, le abonará una ayuda al estudio. El estudiante cumplirá el horario y las normas de la Entidad y guardará confidencialidad sobre la información interna que conozca. Cuando la colaboración conlleve aportaciones económicas de la Entidad, la Universidad las facturará a los datos fiscales de este convenio, con la forma de pago y, en su caso, el número de pedido que en él constan.',
      },
      {
        titulo: 'Sexta. Protección de datos',
        texto:
          'Cada parte tratará los datos personales que conozca por este convenio como responsable independiente, solo para gestionarlo y hacer el seguimiento de las prácticas, conforme al Reglamento (UE) 2016/679 y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales. Los datos no se comunicarán a terceros salvo obligación legal y se conservarán el tiempo necesario para esas finalidades y para atender las obligaciones legales.',
      },
      {
        titulo: 'Séptima. Vigencia y extinción',
        texto:
          'El convenio surte efecto desde su firma por ambas partes y estará vigente hasta el {caducidad}. Podrá extinguirse antes por mutuo acuerdo, por incumplimiento grave de una de las partes comunicado por escrito a la otra, o por denuncia de cualquiera de ellas con un preaviso de tres meses. Las prácticas ya iniciadas continuarán hasta su término en las condiciones pactadas.',
      },
      {
        titulo: 'Octava. Interpretación y controversias',
        texto:
          'Las partes resolverán de mutuo acuerdo las dudas que surjan en la interpretación y aplicación de este convenio; en su defecto, serán competentes los órganos jurisdiccionales que correspondan conforme a la ley.',
      },
    ],
    conformidad: 'Y, en prueba de conformidad, las partes firman el presente convenio.',
    porUniversidad: 'Por la Universidad',
    porEntidad: 'Por la Entidad colaboradora',
    nombreCargoUniversidad: 'Nombre y cargo: ______________________________',
    firmaDigitalNota: 'Firma electrónica con certificado cualificado',
    firmaPapelNota: 'Firma y sello',
    fechaFirma: 'Fecha: ____ / ____ / ________',
    instruccionesDigital:
      'Este convenio se firma electrónicamente: firme el PDF con su certificado y súbalo en «Subir convenio firmado».',
    instruccionesPapel:
      'Este convenio se firma en papel: imprímalo, fírmelo, séllelo y suba una copia escaneada en PDF en «Subir convenio firmado».',
    pagina: 'Página {n} de {total}',
    pie: '{marca} · {universidad} · Convenio n.º {referencia}',
    logo: 'Logotipo de {marca}',
  },
  en: {
    cabecera: 'Education cooperation agreement',
    titulo: 'Education cooperation agreement',
    subtitulo: 'for external academic internships of university students',
    referencia: 'Agreement no. {referencia}',
    fechas: 'Generated on {alta} · Valid until {caducidad}',
    reunidos: 'Parties',
    deUnaParte:
      'On the one hand, {universidad} (hereinafter "the University"), represented by the holder of the office competent to sign internship agreements.',
    deOtraParte:
      'On the other hand, {firmante}{dni}, as {cargo}, in the name and on behalf of {entidad}, tax id {cif}, with registered address at {domicilio} (hereinafter "the Host organisation").',
    conDni: ', ID {dni}',
    capacidad: 'Both parties acknowledge that they have capacity to enter into this agreement and, to that end,',
    exponen: 'Recitals',
    exposicion: [
      'That the University, in accordance with Royal Decree 592/2014 of 11 July, promotes external academic internships as a training activity that lets its students apply and complete what they have learnt, get to know professional practice and improve their employability.',
      'That the Host organisation wishes to take part in the practical training of the University’s students by hosting them at its workplaces.',
      'That, therefore, both parties agree to sign this agreement under the following clauses.',
    ],
    datosEntidad: 'Tax details of the Host organisation',
    razonSocial: 'Registered name',
    cif: 'Tax id (CIF)',
    domicilioFiscal: 'Registered address',
    poblacion: 'Town',
    cp: 'Postcode',
    provincia: 'Province',
    pais: 'Country',
    envioPostal: 'Invoices by post',
    envioPostalNo: 'No, invoices are sent electronically',
    firmante: 'Signatory for the Host organisation',
    contactoGestion: 'Contact managing the agreement',
    nombre: 'Full name',
    dni: 'ID',
    cargo: 'Position',
    email: 'E-mail',
    telefono: 'Phone',
    tramitacion: 'Signature and invoicing',
    modoFirma: 'Signature',
    firmaDigital: 'Digital, with an electronic certificate',
    firmaPapel: 'On paper, signed by hand',
    pedido: 'Purchase order number',
    pedidoNo: 'Not required',
    pedidoPorFactura: 'Required; given on each invoice',
    pedidoAnual: 'Annual purchase order no. {numero}',
    formaPago: 'Payment',
    domiciliacion: 'Direct debit',
    transferencia: 'Bank transfer',
    iban: 'Direct debit account (IBAN)',
    ibanNota:
      'For security only the last four characters of the IBAN are shown; the full account is kept in the organisation’s profile.',
    clausulas: 'Clauses',
    clausulasTexto: [
      {
        titulo: 'One. Purpose',
        texto:
          'This agreement sets the framework for students of {universidad} to carry out external academic internships, curricular or extracurricular, at the Host organisation, under Royal Decree 592/2014 of 11 July. Each internship will be set out in a training project, signed by the University, the Host organisation and the student as an annex to this agreement, with its dates, hours, place, activities and the competences to be developed.',
      },
      {
        titulo: 'Two. Nature of the collaboration',
        texto:
          'Internships serve training purposes only. They create no employment relationship between the student and the Host organisation, and the student may not fill a post of its staff. If the Host organisation later hires the student, the internship does not count as a probation period unless the applicable collective agreement provides otherwise.',
      },
      {
        titulo: 'Three. Tutors',
        texto:
          'The Host organisation will appoint for each student a tutor with professional experience and sufficient knowledge, who will welcome the student, organise the activities according to the training project, supervise progress and issue a final report. The University will appoint an academic tutor, a different person, who will ensure the training project is followed, coordinate with the organisation’s tutor and assess the internship.',
      },
      {
        titulo: 'Four. Insurance and Social Security',
        texto:
          'Students will be covered by the school insurance when their age entitles them to it and, in any case, by the accident and civil liability insurance that the University holds or requires. Any Social Security registration and contribution duties will be met under the law in force by the party to which it assigns them. The Host organisation will inform the student of its health and safety rules.',
      },
      {
        titulo: 'Five. Commitments of the parties',
        texto:
          'The Host organisation will give the student the means needed for the training and, where the training project so provides, pay a study grant. The student will keep the organisation’s hours and rules and keep its internal information confidential. Where the collaboration involves payments by the Host organisation, the University will invoice them to the tax details of this agreement, with the payment method and, where applicable, the purchase order number stated in it.',
      },
      {
        titulo: 'Six. Data protection',
        texto:
          'Each party will process the personal data it learns through this agreement as an independent controller, only to manage it and follow up the internships, in accordance with Regulation (EU) 2016/679 and Spanish Organic Law 3/2018 on data protection and digital rights. The data will not be disclosed to third parties unless the law requires it and will be kept for as long as those purposes and legal obligations require.',
      },
      {
        titulo: 'Seven. Duration and termination',
        texto:
          'The agreement takes effect when both parties have signed it and remains in force until {caducidad}. It may end earlier by mutual agreement, by a serious breach by one party notified in writing to the other, or by either party giving three months’ notice. Internships already under way will continue until they end under the agreed conditions.',
      },
      {
        titulo: 'Eight. Interpretation and disputes',
        texto:
          'The parties will settle by mutual agreement any doubt about the interpretation and application of this agreement; failing that, the courts that have jurisdiction under the law will decide.',
      },
    ],
    conformidad: 'In witness whereof, the parties sign this agreement.',
    porUniversidad: 'For the University',
    porEntidad: 'For the Host organisation',
    nombreCargoUniversidad: 'Name and position: ___________________________',
    firmaDigitalNota: 'Electronic signature with a qualified certificate',
    firmaPapelNota: 'Signature and stamp',
    fechaFirma: 'Date: ____ / ____ / ________',
    instruccionesDigital:
      'This agreement is signed electronically: sign the PDF with your certificate and upload it under "Upload signed agreement".',
    instruccionesPapel:
      'This agreement is signed on paper: print it, sign and stamp it, and upload a scanned PDF copy under "Upload signed agreement".',
    pagina: 'Page {n} of {total}',
    pie: '{marca} · {universidad} · Agreement no. {referencia}',
    logo: '{marca} logo',
  },
} as const satisfies Record<Idioma, Record<string, unknown>>;

export type TextosConvenioPdf = (typeof TEXTOS_CONVENIO_PDF)[Idioma];
