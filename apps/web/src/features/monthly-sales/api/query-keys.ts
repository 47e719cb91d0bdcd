/** Query keys of monthly sales; mutations invalidate `all`. */
export const monthlySalesKeys = {
  all: ['monthly-sales'] as const,
  lists: () => [...monthlySalesKeys.all, 'list'] as const,
  list: (companyId: string | undefined) => [...monthlySalesKeys.lists(), companyId ?? ''] as const,
};
