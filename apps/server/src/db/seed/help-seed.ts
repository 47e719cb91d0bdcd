import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';
import { sanitizeRichHtml } from '../../lib/sanitize';

/** The demo support agent (SOPORTE) who answers the demo tickets. */
export const SUPPORT_EMAIL = 'soporte@vitrina.test';

/** The help centre's questions: categories 1 'Reportería de ventas', 2 'Cómo usar la plataforma', 3 'Blog B2B'. */
export const DEMO_FAQS: { category: '1' | '2' | '3'; title: string; content: string }[] = [
  {
    category: '1',
    title: '¿Cómo declaro mis ventas diarias?',
    content:
      '<p>Ingresa a <b>Declarar ventas › Diarias</b>, elige el local y el día, y completa el monto y la cantidad de boletas. Guarda antes del día de corte del mes siguiente.</p>',
  },
  {
    category: '1',
    title: '¿Hasta qué día puedo corregir la venta del mes anterior?',
    content:
      '<p>Hasta el día de corte que define tu centro comercial (por defecto el día 12). Después, la venta queda cerrada y debes pedir una corrección a la mesa de ayuda.</p>',
  },
  {
    category: '1',
    title: '¿Cómo cargo las ventas de muchos días a la vez?',
    content:
      '<p>En <b>Declarar ventas › Diarias</b> pulsa <b>Carga Masiva</b>: descarga la plantilla Excel, completa una fila por local y día, y súbela. El portal te muestra los errores por fila antes de guardar.</p>',
  },
  {
    category: '1',
    title: '¿Qué respaldo debo adjuntar a la venta mensual?',
    content: '<p>El informe de ventas del mes firmado o el libro de ventas, en PDF o imagen, de hasta 5 MB.</p>',
  },
  {
    category: '1',
    title: '¿Por qué mi venta aparece como auditada?',
    content:
      '<p>El equipo de auditoría revisó ese período y lo cerró. Si detectas un error, crea una solicitud en el área Auditoría/Ventas.</p>',
  },
  {
    category: '1',
    title: '¿Dónde veo el informe de ventas de mi marca?',
    content:
      '<p>En <b>Declarar ventas › Diarias</b>, pestaña <b>Informe de ventas</b>, puedes filtrar por marca, local y período y descargar el detalle en Excel.</p>',
  },
  {
    category: '2',
    title: '¿Cómo recupero mi contraseña?',
    content:
      '<p>En la pantalla de ingreso pulsa <b>Olvidé mi contraseña</b>, escribe tu correo y sigue el enlace que te enviamos. El enlace vence en una hora.</p>',
  },
  {
    category: '2',
    title: '¿Cómo creo un nuevo usuario para mi local?',
    content:
      '<p>Si eres administrador de empresa, ve a <b>Usuarios</b>, pulsa <b>Crear Usuario</b>, elige su rol y los locales que verá. Recibirá un correo para crear su contraseña.</p>',
  },
  {
    category: '2',
    title: '¿Cómo cambio mi número de teléfono?',
    content:
      '<p>En <b>Mi Perfil</b>, pestaña <b>Mis datos</b>, edita el teléfono y guarda. También puedes actualizarlo al crear una solicitud en el centro de ayuda.</p>',
  },
  {
    category: '2',
    title: '¿Cómo cambio de empresa si administro varias?',
    content:
      '<p>En la barra superior abre el selector <b>Empresa</b> y elige la que quieres administrar. Lo que ves en el portal corresponde a la empresa seleccionada.</p>',
  },
  {
    category: '2',
    title: '¿Dónde veo mis contratos vigentes?',
    content:
      '<p>En <b>Contratos</b> ves cada contrato con su local, marca, fechas y estado. Un contrato vencido aparece como <i>No vigente</i>.</p>',
  },
  {
    category: '2',
    title: '¿Cómo sigo una solicitud que ya envié?',
    content:
      '<p>En <b>Centro de ayuda</b>, pestaña <b>Mis solicitudes</b>, abre el detalle: verás las respuestas de la mesa de ayuda y podrás responder mientras la solicitud no esté cerrada.</p>',
  },
  {
    category: '2',
    title: '¿Qué hago si la plataforma no carga?',
    content:
      '<p>Recarga la página y revisa tu conexión. Si el problema sigue, crea una solicitud en el área Auditoría/Ventas con la solicitud <i>Plataforma caída / no puedo declarar ventas</i>.</p>',
  },
  {
    category: '3',
    title: 'Cinco ideas para mejorar la vitrina de tu local',
    content:
      '<p>Renueva la vitrina cada temporada, usa iluminación cálida, muestra pocos productos con precio visible, cuida la limpieza del vidrio y destaca tu promoción principal.</p>',
  },
  {
    category: '3',
    title: 'Cómo aprovechar los eventos del centro comercial',
    content:
      '<p>Revisa las publicaciones de <b>Eventos</b> en el mural, coordina promociones con el equipo de marketing y prepara tu dotación para los días de mayor afluencia.</p>',
  },
  {
    category: '3',
    title: 'Buenas prácticas para las temporadas altas',
    content:
      '<p>Planifica el inventario con anticipación, refuerza el personal en horario punta y declara tus ventas a diario para que el centro mida el resultado de la campaña.</p>',
  },
  {
    category: '3',
    title: 'Descuentos para clientes: cómo publicarlos en el portal',
    content:
      '<p>Crea un descuento en <b>Mis descuentos</b>, define condiciones y días válidos y publícalo. Marketing lo revisa antes de mostrarlo en el catálogo.</p>',
  },
];

const HOUR = 3_600_000;

/** The help centre's demo: the questions, and tickets in several statuses with answers for the Chilean and Peruvian companies. */
export async function seedHelpDemo(db: Db, now: Date) {
  const at = new Date(now.getTime() - 40 * 24 * HOUR);
  const positions: Record<string, number> = {};
  await db.insert(t.faqs).values(
    DEMO_FAQS.map((f) => {
      positions[f.category] = (positions[f.category] ?? 0) + 1;
      return {
        category_id: f.category,
        title: f.title,
        content: sanitizeRichHtml(f.content),
        position: positions[f.category]!,
        published: true,
        created_at: at,
        updated_at: at,
      };
    }),
  );

  const users = await db
    .select()
    .from(t.users)
    .where(inArray(t.users.email, ['empresa.chl@vitrina.test', 'empresa.per@vitrina.test', SUPPORT_EMAIL]));
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const support = byEmail.get(SUPPORT_EMAIL);
  const demos: {
    email: string;
    tickets: {
      area: string;
      request: string;
      subtype?: string;
      impide?: boolean;
      description: string;
      status: string;
      hoursAgo: number;
      answers: { support: boolean; body: string; hoursAgo: number }[];
    }[];
  }[] = [
    {
      email: 'empresa.chl@vitrina.test',
      tickets: [
        {
          area: 'Mantención',
          request: 'Climatización',
          subtype: 'Bajar temperatura',
          impide: true,
          description: 'El local está sobre 28 °C desde la mañana; los clientes se van por el calor.',
          status: 'open',
          hoursAgo: 30,
          answers: [
            { support: true, body: 'Hola Carolina, enviamos al técnico de climatización. Llegará antes de las 16:00.', hoursAgo: 28 },
          ],
        },
        {
          area: 'Servicios',
          request: 'Retiro de basura',
          description: 'No se retiró la basura del patio de servicio anoche.',
          status: 'solved',
          hoursAgo: 120,
          answers: [
            { support: true, body: 'Coordinamos el retiro con la empresa de aseo. ¿Nos confirmas si ya quedó despejado?', hoursAgo: 110 },
            { support: false, body: 'Sí, ya lo retiraron. Gracias.', hoursAgo: 100 },
            { support: true, body: 'Perfecto, damos la solicitud por resuelta.', hoursAgo: 99 },
          ],
        },
        {
          area: 'Auditoría/Ventas',
          request: 'Problema con contraseña de la plataforma',
          description: 'Una jefa de local no recibe el correo para crear su contraseña.',
          status: 'new',
          hoursAgo: 4,
          answers: [],
        },
        {
          area: 'Finanzas',
          request: 'Problema con gastos comunes',
          description: 'El cobro de gastos comunes de octubre duplica el consumo de agua.',
          status: 'closed',
          hoursAgo: 400,
          answers: [{ support: true, body: 'Se emitió una nota de crédito por la diferencia. Cerramos la solicitud.', hoursAgo: 380 }],
        },
      ],
    },
    {
      email: 'empresa.per@vitrina.test',
      tickets: [
        {
          area: 'Seguridad',
          request: 'Problema con botón de pánico',
          impide: false,
          description: 'El botón de pánico de la caja no enciende la luz de prueba.',
          status: 'pending',
          hoursAgo: 50,
          answers: [
            { support: true, body: 'Hola Luis, el proveedor vendrá a revisarlo. Te avisamos la fecha de la visita.', hoursAgo: 45 },
          ],
        },
        {
          area: 'Mantención',
          request: 'Filtraciones',
          description: 'Hay una filtración en el techo de la bodega después de la lluvia.',
          status: 'hold',
          hoursAgo: 200,
          answers: [{ support: true, body: 'Quedamos a la espera de la visita del contratista del techo.', hoursAgo: 190 }],
        },
      ],
    },
  ];
  for (const demo of demos) {
    const user = byEmail.get(demo.email);
    if (!user) continue;
    const [membership] = await db
      .select()
      .from(t.userClients)
      .where(eq(t.userClients.user_id, user.id))
      .orderBy(asc(t.userClients.position));
    if (!membership) continue;
    const stores = await db
      .select({ contract: t.contracts, building_id: t.spaces.building_id, brand_name: t.brands.name, country_id: t.clients.country_id })
      .from(t.contracts)
      .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
      .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
      .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
      .where(and(eq(t.contracts.client_id, membership.client_id), eq(t.contracts.status, 0)))
      .orderBy(asc(t.contracts.id));
    for (const [i, tk] of demo.tickets.entries()) {
      const store = stores[i % stores.length]!;
      const created = new Date(now.getTime() - tk.hoursAgo * HOUR);
      const last = tk.answers.length ? new Date(now.getTime() - tk.answers[tk.answers.length - 1]!.hoursAgo * HOUR) : created;
      const [ticket] = await db
        .insert(t.tickets)
        .values({
          client_id: membership.client_id,
          country_id: store.country_id,
          user_id: user.id,
          building_id: store.building_id,
          space_id: store.contract.space_id,
          brand_name: store.brand_name,
          area: tk.area,
          request: tk.request,
          subtype: tk.subtype ?? null,
          impide: tk.impide ? 'si_impide_atender_clientes' : 'no_impide_atender_clientes',
          description: tk.description,
          status: tk.status,
          requester_name: `${user.nombres} ${user.apellidos}`,
          requester_email: user.email,
          requester_phone: user.phone,
          assigned_to: tk.answers.some((a) => a.support) ? (support?.id ?? null) : null,
          created_at: created,
          updated_at: last,
        })
        .returning();
      for (const a of tk.answers) {
        const author = a.support ? support : user;
        if (!author) continue;
        await db.insert(t.ticketMessages).values({
          ticket_id: ticket!.id,
          author_id: author.id,
          from_support: a.support,
          body: a.body,
          created_at: new Date(now.getTime() - a.hoursAgo * HOUR),
        });
      }
    }
  }
}
