import { z } from 'zod';

export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** A zero-based page kept within the pages of `total` rows (a page past the end shows the last one). */
export const clampPage = (page: number, total: number, size: number) =>
  Math.min(Math.max(0, Math.floor(page) || 0), Math.max(0, Math.ceil(total / size) - 1));
