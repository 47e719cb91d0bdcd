import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { type AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import { defaultPermissionIds } from '@vitrina/domain/auth/permissions';
import { type CountryId } from '@vitrina/domain/countries/countries';
import type { Db } from '../client';
import * as t from '../schema/index';
import { hashPassword } from '../../lib/passwords';
import { sanitizeRichHtml } from '../../lib/sanitize';
import { textPdf } from '../../lib/pdf';
import type { FileStorage } from '../../lib/storage';
import { ANNOUNCEMENTS_BUCKET } from '../../modules/announcements/announcements.service';
import { DEMO_PASSWORD } from './demo-data';
import { insertCorporateUser, insertDemoUser } from './seed-rows';

/** Internal role that publishes notifications and announcements. */
export const OPERATOR_ROLE = { id: 'OPERADOR', name: 'Operador del portal', internal: true };
export const OPERATOR_EMAIL = 'operador@vitrina.test';
/** The demo account with pending charge notes (the entry dialog opens at its sign-in). */
export const NOTES_EMAIL = 'notas.chl@vitrina.test';
/** The other company administrator of Comercial Pacífico, who receives its accepted charge notes. */
const NOTES_RECIPIENT_EMAIL = 'empresa.chl@vitrina.test';

const CATEGORY_COLOR: Record<AnnouncementCategory, string> = {
  Noticias: '#1565c0',
  Seguridad: '#c62828',
  Mantenimiento: '#ef6c00',
  Eventos: '#6a1b9a',
  Marketing: '#2e7d32',
  Circulares: '#455a64',
};

/** A small SVG picture with a title. */
export function svgImage(title: string, color: string) {
  const safe = title.replace(/[<>&"]/g, '');
  // centred and sized to the title's length, so a long title fits the picture (and its cropped card)
  const size = Math.min(64, Math.floor(2200 / Math.max(safe.length, 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="640" viewBox="0 0 1280 640"><rect width="1280" height="640" fill="${color}"/><circle cx="1100" cy="140" r="220" fill="#ffffff" opacity="0.12"/><text x="640" y="340" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#ffffff">${safe}</text></svg>`;
  return Buffer.from(svg);
}

const DAY = 86_400_000;

/** Stores a demo file where an upload made at `at` would go (bucket publicaciones, year/month/uuid.ext): its row's columns. */
async function storeFile(storage: FileStorage, at: Date, ext: string, bytes: Buffer) {
  const path = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
  await storage.put(ANNOUNCEMENTS_BUCKET, path, Readable.from([bytes]));
  return { bucket: ANNOUNCEMENTS_BUCKET, path, size_bytes: bytes.length };
}

const ANNOUNCEMENTS: {
  title: string;
  category: AnnouncementCategory;
  countries: CountryId[];
  content: string;
  images: number;
  pdf?: string;
  link?: [string, string];
}[] = [
  {
    title: 'Nueva temporada de verano en nuestros centros',
    category: 'Noticias',
    countries: ['CHL', 'PER', 'ARG', 'COL'],
    images: 2,
    content:
      '<p>Este verano renovamos la experiencia de compra con <strong>nuevos espacios de descanso</strong>, horarios extendidos y actividades para toda la familia en cada centro comercial.</p><p>Revisa el calendario completo con tu administrador.</p>',
  },
  {
    title: 'Actualización del portal Vitrina',
    category: 'Noticias',
    countries: ['CHL', 'PER', 'ARG', 'COL'],
    images: 1,
    content:
      '<p>El portal ahora muestra tus notificaciones en tiempo real y permite aceptar notas de cargo desde el inicio. Cuéntanos qué te parece a través del centro de ayuda.</p>',
    link: ['https://vitrina.test/novedades', 'Conoce las novedades'],
  },
  {
    title: 'Simulacro de evacuación general',
    category: 'Seguridad',
    countries: ['CHL'],
    images: 1,
    pdf: 'Protocolo de evacuacion',
    content:
      '<p>El próximo jueves a las 11:00 se realizará un <em>simulacro de evacuación</em> en todos los centros de Chile. Los locatarios deben seguir las instrucciones de los brigadistas y revisar el protocolo adjunto.</p>',
  },
  {
    title: 'Nuevo protocolo de cierre de locales',
    category: 'Seguridad',
    countries: ['PER', 'COL'],
    images: 0,
    pdf: 'Protocolo de cierre',
    content:
      '<p>Desde el lunes, el cierre de cortinas debe registrarse en la app de seguridad del centro. Adjuntamos el protocolo actualizado con los horarios por centro.</p>',
  },
  {
    title: 'Corte de energía programado',
    category: 'Mantenimiento',
    countries: ['CHL'],
    images: 1,
    content:
      '<p>El domingo entre las 06:00 y las 09:00 habrá un corte de energía programado por mantención de subestación. Los locales con cámaras de frío deben tomar los resguardos necesarios.</p>',
  },
  {
    title: 'Mantención de escaleras mecánicas',
    category: 'Mantenimiento',
    countries: ['ARG'],
    images: 2,
    content:
      '<p>Durante dos semanas las escaleras mecánicas del sector norte estarán en mantención. Los ascensores panorámicos funcionarán con horario extendido.</p>',
  },
  {
    title: 'Feria navideña 2026',
    category: 'Eventos',
    countries: ['CHL', 'PER'],
    images: 3,
    content:
      '<p>Invitamos a todos los locatarios a participar de la <strong>feria navideña</strong> con stands en los pasillos centrales. Inscripciones abiertas hasta fin de mes.</p>',
    link: ['https://vitrina.test/feria', 'Inscribirme'],
  },
  {
    title: 'Festival gastronómico de otoño',
    category: 'Eventos',
    countries: ['ARG'],
    images: 1,
    content:
      '<p>Durante el fin de semana largo se realizará el festival gastronómico en el patio de comidas, con música en vivo y descuentos especiales para los clientes.</p>',
  },
  {
    title: 'Campaña Black Friday conjunta',
    category: 'Marketing',
    countries: ['CHL', 'PER', 'ARG', 'COL'],
    images: 1,
    pdf: 'Manual de marca Black Friday',
    content:
      '<p>Súmate a la campaña conjunta de Black Friday: el centro difundirá las ofertas de los locales adheridos en redes sociales, pantallas y medios. Revisa el manual de marca adjunto.</p>',
  },
  {
    title: 'Nuevas pantallas publicitarias disponibles',
    category: 'Marketing',
    countries: ['COL'],
    images: 2,
    content:
      '<p>Instalamos nuevas pantallas digitales en los accesos principales. Los locatarios pueden reservar espacios publicitarios con tarifas preferentes.</p>',
  },
  {
    title: 'Circular: horario de fiestas patrias',
    category: 'Circulares',
    countries: ['CHL'],
    images: 0,
    pdf: 'Circular horario fiestas patrias',
    content:
      '<p>Informamos el horario de funcionamiento de los centros durante las fiestas patrias. El horario de carga y descarga se adelanta una hora.</p>',
  },
  {
    title: 'Circular: actualización de gastos comunes',
    category: 'Circulares',
    countries: ['PER', 'ARG', 'COL'],
    images: 0,
    pdf: 'Detalle gastos comunes',
    content:
      '<p>A partir del próximo mes se actualiza el cálculo de gastos comunes según el índice de precios. El detalle por centro se encuentra en el documento adjunto.</p>',
  },
  {
    title: 'Inauguración del nuevo patio de comidas',
    category: 'Noticias',
    countries: ['COL'],
    images: 1,
    content:
      '<p>Con más de veinte nuevos locales, el patio de comidas renovado abre sus puertas este mes. Agradecemos a los locatarios por su paciencia durante las obras.</p>',
  },
  {
    title: 'Capacitación en prevención de incendios',
    category: 'Seguridad',
    countries: ['ARG', 'PER'],
    images: 1,
    content:
      '<p>Se dictará una capacitación gratuita en uso de extintores y prevención de incendios para el personal de los locales. Cupos limitados por centro.</p>',
  },
];

/** Notifications, announcements, the operator and the charge notes of the demo world. */
export async function seedNotificationsDemo(db: Db, storage: FileStorage, now: Date) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.insert(t.roles).values(OPERATOR_ROLE).onConflictDoNothing();

  const operatorId = await insertCorporateUser(db, hash, now, {
    email: OPERATOR_EMAIL,
    nombres: 'Ignacio',
    apellidos: 'Paredes Lagos',
    position: 'Operador del portal',
    role: OPERATOR_ROLE.id,
  });

  // notas.chl: company administrator of Comercial Pacífico (Chile), with pending charge notes
  const [pacifico] = await db.select().from(t.clients).where(eq(t.clients.name, 'Comercial Pacífico Limitada'));
  const notesId = await insertDemoUser(db, hash, now, {
    email: NOTES_EMAIL,
    nombres: 'Valentina',
    apellidos: 'Araya Fuentes',
    phone: '+56 9 5432 1098',
    position: 'Jefa de Finanzas',
    country_id: 'CHL',
    login_count: 6,
  });
  await db
    .insert(t.userClients)
    .values({ user_id: notesId, client_id: pacifico!.id, position: 0, permission_ids: defaultPermissionIds('EXT_EMPRESA', 'CHL') });
  await db.insert(t.userRoles).values({ user_id: notesId, role_id: 'EXT_EMPRESA', client_id: pacifico!.id });
  const pacificoContracts = await db.select().from(t.contracts).where(eq(t.contracts.client_id, pacifico!.id)).orderBy(t.contracts.id);
  await db.insert(t.assignments).values(
    pacificoContracts.map((k) => ({
      user_id: notesId,
      type: 'Space',
      client_id: pacifico!.id,
      space_id: k.space_id,
      contract_id: k.id,
    })),
  );

  // notifications for every user: older ones read, recent ones unread; all already shown as toasts
  const everyone = await db.select({ id: t.users.id, email: t.users.email }).from(t.users);
  const templates = [
    {
      title: 'Bienvenido a Vitrina',
      importance: 'media',
      body: '<p>Ya puedes revisar tus contratos, declarar ventas y leer las noticias de tu centro comercial desde un solo lugar.</p>',
      action: null as null | [string, string],
    },
    {
      title: 'Recordatorio: declara tus ventas diarias',
      importance: 'alta',
      body: '<p>Recuerda declarar las ventas del día anterior antes de las 02:00. Las ventas fuera de plazo deben justificarse.</p>',
      action: ['espacio/locales', 'Declarar ventas'] as [string, string],
    },
    {
      title: 'Nueva noticia publicada',
      importance: 'baja',
      body: '<p>Se publicó la noticia <strong>Campaña Black Friday conjunta</strong>. Revisa los detalles y súmate.</p>',
      action: ['noticias', 'Ver noticias'] as [string, string],
    },
    {
      title: 'Mantención programada del portal',
      importance: 'media',
      body: '<p>El sábado entre las 23:00 y las 23:30 el portal podría no estar disponible por una mantención programada.</p>',
      action: null,
    },
    {
      title: 'Nueva nota de cargo disponible',
      importance: 'alta',
      body: '<p>Tienes una nueva nota de cargo asociada a tu contrato. Revísala y acéptala desde la sección Notas de cargo.</p>',
      action: ['notas-de-cargo', 'Ver notas de cargo'] as [string, string],
    },
    {
      title: 'Actualiza tus datos de contacto',
      importance: 'baja',
      body: '<p>Mantén actualizados tu teléfono y cargo para que el equipo del centro pueda contactarte.</p>',
      action: ['perfil/mi_perfil', 'Ir a mi perfil'] as [string, string],
    },
    {
      title: 'Horario especial de fin de año',
      importance: 'media',
      body: '<p>Los centros comerciales tendrán horario especial el 24 y 31 de diciembre. Consulta la circular en Noticias.</p>',
      action: null,
    },
  ];
  // the charge-note notice only reaches the users the demo charge notes are addressed to (below)
  const noteReaders = new Set([NOTES_EMAIL, NOTES_RECIPIENT_EMAIL]);
  const rows = everyone.flatMap((u) =>
    templates.flatMap((tpl, i) => {
      if (tpl.action?.[0] === 'notas-de-cargo' && !noteReaders.has(u.email)) return [];
      const created = new Date(now.getTime() - (templates.length - i) * DAY * 1.5 - i * 3_600_000);
      const read = i < 3;
      return [
        {
          user_id: u.id,
          title: tpl.title,
          importance: tpl.importance,
          body: sanitizeRichHtml(tpl.body),
          action_url: tpl.action?.[0] ?? null,
          action_label: tpl.action?.[1] ?? null,
          read_at: read ? new Date(created.getTime() + 3_600_000) : null,
          shown_at: new Date(created.getTime() + 60_000),
          created_at: created,
          created_by: operatorId,
        },
      ];
    }),
  );
  await db.insert(t.notifications).values(rows);

  // announcements: ≥12 over six categories and four countries, images and PDF attachments (in the file storage)
  for (const [i, a] of ANNOUNCEMENTS.entries()) {
    const start = new Date(now.getTime() - (i + 1) * 2 * DAY);
    const [row] = await db
      .insert(t.announcements)
      .values({
        title: a.title,
        category: a.category,
        description: null,
        content: sanitizeRichHtml(a.content),
        start_date: start,
        end_date: new Date(start.getTime() + 60 * DAY),
        created_at: start,
        link: a.link?.[0] ?? null,
        link_text: a.link?.[1] ?? null,
        publisher: 'Equipo Comercial Vitrina',
      })
      .returning({ id: t.announcements.id });
    await db.insert(t.announcementCountries).values(a.countries.map((country_id) => ({ announcement_id: row!.id, country_id })));
    const files = [];
    for (let k = 0; k < a.images; k++) {
      const bytes = svgImage(`${a.title}${a.images > 1 ? ` (${k + 1})` : ''}`, CATEGORY_COLOR[a.category]);
      files.push({
        announcement_id: row!.id,
        kind: 'img',
        name: `imagen-${k + 1}.svg`,
        mime: 'image/svg+xml',
        ...(await storeFile(storage, start, 'svg', bytes)),
        position: k,
      });
    }
    if (a.pdf)
      files.push({
        announcement_id: row!.id,
        kind: 'doc',
        name: `${a.pdf}.pdf`,
        mime: 'application/pdf',
        ...(await storeFile(storage, start, 'pdf', await textPdf(a.pdf))),
        position: 0,
      });
    if (files.length) await db.insert(t.announcementFiles).values(files);
  }

  // charge notes of Comercial Pacífico: two pending for notas.chl, three accepted
  const empresa = await db.select({ id: t.users.id, email: t.users.email }).from(t.users).where(eq(t.users.email, NOTES_RECIPIENT_EMAIL));
  const notesData = [
    {
      id: 1001,
      reason: 'Reparación de vitrina',
      status: 'accepted',
      days: 60,
      items: [
        ['Cambio de cristal templado', 180_000],
        ['Mano de obra', 45_000],
      ],
    },
    {
      id: 1002,
      reason: 'Consumo eléctrico adicional',
      status: 'accepted',
      days: 45,
      items: [['Consumo fuera de horario, octubre', 96_500]],
    },
    {
      id: 1003,
      reason: 'Limpieza extraordinaria',
      status: 'accepted',
      days: 30,
      items: [
        ['Limpieza posterior a remodelación', 120_000],
        ['Retiro de escombros', 60_000],
      ],
    },
    { id: 1004, reason: 'Uso de bodega temporal', status: 'pending', days: 6, items: [['Bodega 12 m², noviembre', 150_000]] },
    {
      id: 1005,
      reason: 'Daño en pasillo común',
      status: 'pending',
      days: 2,
      items: [
        ['Reparación de piso porcelanato', 210_000],
        ['Señalética provisoria', 25_000],
      ],
    },
  ] as const;
  for (const [i, n] of notesData.entries()) {
    const created = new Date(now.getTime() - n.days * DAY);
    const contract = pacificoContracts[i % pacificoContracts.length]!;
    const acceptedBy = i % 2 === 0 ? empresa[0]!.id : notesId;
    const accepted = n.status === 'accepted' ? new Date(created.getTime() + 2 * DAY) : null;
    await db.insert(t.debitNotes).values({
      id: n.id,
      client_id: pacifico!.id,
      contract_id: contract.id,
      reason: n.reason,
      description: `${n.reason} en el local ${contract.space_id}.`,
      currency: 'CLP',
      value: n.items.reduce((s, it) => s + it[1], 0),
      created_at: created,
      accepted_at: accepted,
      accepted_by: accepted ? acceptedBy : null,
    });
    await db.insert(t.debitNoteItems).values(
      n.items.map(([description, value], k) => ({
        debit_note_id: n.id,
        description,
        value,
        currency: 'CLP',
        item_date: new Date(created.getTime() - k * DAY).toISOString().slice(0, 10),
      })),
    );
    const recipients = n.status === 'pending' ? [notesId] : [notesId, empresa[0]!.id];
    await db.insert(t.debitNoteRecipients).values(
      recipients.map((user_id) => ({
        debit_note_id: n.id,
        user_id,
        accepted_at: accepted && user_id === acceptedBy ? accepted : null,
      })),
    );
  }
}
