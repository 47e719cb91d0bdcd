import { z } from 'zod';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { ANNOUNCEMENT_CATEGORIES } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementAdminDetail } from '@vitrina/domain/notifications/announcements.admin';
import type { NewAnnouncement } from '../api/save-announcement';
import { CONSOLE_TEXT as T } from '../messages';

export const KIND_LABEL: Record<string, string> = {
  empresas: 'Empresas',
  marcas: 'Marcas',
  contratos: 'Contratos',
  usuarios: 'Usuarios',
  empresa: 'Empresas',
  marca: 'Marcas',
  contrato: 'Contratos',
  usuario: 'Usuarios',
  edificio: 'Centros comerciales',
};

const filled = z.string().refine((s) => s.trim() !== '', T.required);
/** The announcement's own fields: a title, a text and at least one country. */
export const announcementFormSchema = z.object({
  title: filled,
  description: z.string(),
  content: filled,
  category: z.string(),
  countries: z.array(z.string()).min(1),
  start: z.string(),
  end: z.string(),
});
type AnnouncementForm = z.output<typeof announcementFormSchema>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The text of stored HTML, one paragraph per block, for the plain-text content field. */
const htmlToText = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.children];
  return (blocks.length ? blocks.map((b) => b.textContent?.trim() ?? '') : [doc.body.textContent?.trim() ?? ''])
    .filter(Boolean)
    .join('\n\n');
};
/** An ISO instant as the date-time field keeps it: yyyy-MM-ddTHH:mm in the browser's time. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** The form's first values: the edited announcement's, or an empty one for the user's country. */
export const announcementDefaults = (country: CountryId, editing?: AnnouncementAdminDetail): AnnouncementForm => ({
  title: editing?.title ?? '',
  description: editing?.description ?? '',
  content: editing ? htmlToText(editing.content) : '',
  category: editing?.category ?? ANNOUNCEMENT_CATEGORIES[0],
  countries: editing ? editing.countries.map((c) => c.toUpperCase()) : [country],
  start: toLocalInput(editing?.startDate ?? null),
  end: toLocalInput(editing?.endDate ?? null),
});

/** What the form sends: trimmed texts, the paragraphs as HTML (an unchanged text keeps the stored HTML), ISO instants. */
export function announcementInput(
  v: AnnouncementForm,
  destinatarios: NewAnnouncement['destinatarios'],
  editing?: AnnouncementAdminDetail,
): NewAnnouncement {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    content:
      editing && v.content === htmlToText(editing.content)
        ? editing.content
        : v.content
            .split(/\n{2,}/)
            .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
            .join(''),
    category: v.category,
    countries: v.countries,
    startDate: v.start ? new Date(v.start).toISOString() : new Date().toISOString(),
    endDate: v.end ? new Date(v.end).toISOString() : null,
    destinatarios,
  };
}
