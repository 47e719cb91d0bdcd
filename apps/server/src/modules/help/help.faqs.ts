import { AppError } from '@vitrina/domain/common/errors';
import { HELP_MSG as M, faqIndex, faqSlug, searchFaqs, type FaqCategoryId } from '@vitrina/domain/help/help.rules';
import type { Faq, FaqInput } from '@vitrina/domain/help/help.schema';
import { sanitizeRichHtml } from '../../lib/sanitize';
import { requireStaff } from '../access/require';
import { type Caller, faqNotFound, faqDto, type HelpCommon } from './help.common';

/** The FAQs: read and searched by everyone signed in, managed with manage:Faq. */
export function createHelpFaqs(common: HelpCommon) {
  const { repo, access, clock } = common;

  // the published questions' search index, rebuilt when they changed: here, or on another
  // instance over the same database (a cheap version query per search tells)
  let index: { version: string; search: ReturnType<typeof faqIndex<Faq>> } | undefined;
  const published = async () => (await repo.faqs(true)).map(faqDto);
  const searchIndex = async () => {
    const version = await repo.faqsVersion();
    if (index?.version !== version) index = { version, search: faqIndex(await published()) };
    return index.search;
  };
  const faqChanged = () => {
    index = undefined;
  };

  return {
    // FAQs
    allFaqs: async () => ({ data: await published() }),
    /** A category ('1'..'3') or a question's slug: the category's published questions and the chosen one. */
    async faqsByKey(key: string) {
      const all = await published();
      // a category id first ('1', '2', '3'), then a question's slug or id
      const isCategory = all.some((f) => f.category_id === key);
      const chosen = isCategory ? undefined : all.find((f) => faqSlug(f.title) === key || String(f.id) === key);
      const category = isCategory ? key : chosen?.category_id;
      if (!category) throw faqNotFound();
      return { data: all.filter((f) => f.category_id === category), selected: chosen?.id ?? null };
    },
    search: async (text: string) => ({ data: searchFaqs(await searchIndex(), text) }),
    async manageList(caller: Caller) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      return { data: (await repo.faqs(false)).map(faqDto) };
    },
    async createFaq(caller: Caller, input: FaqInput) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const now = clock.now();
      const row = await repo.insertFaq({
        category_id: input.category_id,
        title: input.title,
        content: sanitizeRichHtml(input.content),
        published: input.published,
        position: (await repo.lastFaqPosition(input.category_id)) + 1,
        created_at: now,
        updated_at: now,
      });
      faqChanged();
      return { message: M.faqSaved, data: faqDto(row) };
    },
    async updateFaq(caller: Caller, id: number, input: Partial<FaqInput>) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const old = await repo.faqById(id);
      if (!old) throw faqNotFound();
      const set = {
        ...(input.category_id !== undefined && input.category_id !== old.category_id
          ? { category_id: input.category_id, position: (await repo.lastFaqPosition(input.category_id)) + 1 }
          : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { content: sanitizeRichHtml(input.content) } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        updated_at: clock.now(),
      };
      const row = (await repo.updateFaq(id, set))!;
      faqChanged();
      return { message: M.faqSaved, data: faqDto(row) };
    },
    async reorderFaqs(caller: Caller, category: FaqCategoryId, ids: number[]) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const inCategory = new Set((await repo.faqsOfCategory(category)).map((f) => f.id));
      if (new Set(ids).size !== ids.length || ids.length !== inCategory.size || ids.some((id) => !inCategory.has(id)))
        throw new AppError('validation_error', 400, 'El orden debe nombrar cada pregunta de la categoría una vez');
      await repo.reorderFaqs(ids, clock.now());
      faqChanged();
      return { data: (await repo.faqs(false)).filter((f) => f.category_id === category).map(faqDto) };
    },
  };
}
