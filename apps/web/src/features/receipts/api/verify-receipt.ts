import { useQuery } from '@tanstack/react-query';
import type { ReceiptVerification } from '@vitrina/domain/sales/receipts';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

export const receiptKeys = resourceKeys('receipts');

/** GET /api/fo/receipts/verify/{code} (public): whether a receipt's code is genuine, and what it certifies. */
export const useReceiptVerification = (code: string) =>
  useQuery({
    queryKey: receiptKeys.detail(code),
    queryFn: () => apiRequest<ReceiptVerification>(`/fo/receipts/verify/${encodeURIComponent(code)}`),
    retry: false,
    staleTime: Infinity,
  });
