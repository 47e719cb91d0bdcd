import { textPdf } from '../../lib/pdf';

/** The path of the default code of ethics (ETHICS_URL points here unless the operator sets its own). */
export const ETHICS_PATH = '/codigo-de-etica.pdf';

const PARAGRAPHS = [
  '1. Propósito. Este código reúne los principios que guían la relación entre Vitrina, los centros comerciales que opera y las empresas arrendatarias que usan el portal.',
  '2. Integridad. Actuamos con honestidad y transparencia. La información de ventas, contratos y cobros que se registra en el portal debe ser veraz, completa y oportuna.',
  '3. Confidencialidad. Los datos de cada empresa son solo suyos: ningún usuario accede a la información de otra empresa. Las credenciales son personales e intransferibles.',
  '4. Conflictos de interés. Colaboradores y arrendatarios evitan situaciones en que un interés personal pueda influir en sus decisiones y las informan cuando ocurren.',
  '5. Regalos y beneficios. No se ofrecen ni aceptan regalos, pagos o beneficios que busquen influir en decisiones comerciales, de auditoría o de cobranza.',
  '6. Trato respetuoso. Rechazamos toda forma de discriminación, acoso o violencia en los centros comerciales y en los canales de atención.',
  '7. Cumplimiento. Respetamos las leyes de cada país en que operamos: Chile, Perú, Argentina y Colombia, incluidas las de protección de datos personales y de libre competencia.',
  '8. Canal de denuncias. Cualquier persona puede informar, de buena fe y sin represalias, una conducta contraria a este código a través del centro de ayuda del portal o del correo de soporte.',
];

let cached: Promise<Buffer> | undefined;
/** The default code of ethics as a PDF (made once, on first request). */
export const ethicsCodePdf = () => (cached ??= textPdf('Código de ética de Vitrina', PARAGRAPHS));
