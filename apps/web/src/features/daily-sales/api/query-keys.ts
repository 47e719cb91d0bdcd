/** Query keys of daily sales (all / lists / list(q) / detail(id)); mutations invalidate these. */
export const dailySalesKeys = {
  all: ['daily-sales'] as const,
  justifications: () => [...dailySalesKeys.all, 'justifications'] as const,
  overviews: () => [...dailySalesKeys.all, 'overview'] as const,
  overview: (companyId: string | undefined) => [...dailySalesKeys.overviews(), companyId ?? ''] as const,
  periods: () => [...dailySalesKeys.all, 'period'] as const,
  period: (spaceId: string, start: string, end: string, companyId?: string) =>
    [...dailySalesKeys.periods(), spaceId, start, end, companyId ?? ''] as const,
  managers: (spaceId: string) => [...dailySalesKeys.all, 'managers', spaceId] as const,
};
