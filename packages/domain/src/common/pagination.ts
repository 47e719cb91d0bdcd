/** A zero-based page kept within the pages of `total` rows (a page past the end shows the last one). */
export const clampPage = (page: number, total: number, size: number) =>
  Math.min(Math.max(0, Math.floor(page) || 0), Math.max(0, Math.ceil(total / size) - 1));
