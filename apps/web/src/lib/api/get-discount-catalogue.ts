import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { catalogPageSchema } from '@vitrina/domain/discounts/discounts.schema';
import { apiRequest } from '../api-client';
import { resourceKeys } from '../query-keys';

/** The discounts catalogue's key: under the 'discounts' resource, so the discounts' mutations refresh it. */
export const discountCatalogueKey = () => [...resourceKeys('discounts').all, 'catalogue'] as const;

/** GET /fo/discounts/catalogue: approved campaigns of the user's and the client's countries (the home block and the catalogue). */
export const discountCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: discountCatalogueKey(),
    queryFn: ({ signal }) => apiRequest<z.output<typeof catalogPageSchema>>('/fo/discounts/catalogue', { signal }),
  });
export const useDiscountCatalogue = () => useQuery(discountCatalogueQueryOptions());
