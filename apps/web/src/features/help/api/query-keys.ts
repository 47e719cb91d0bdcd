import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of the FAQ and of the tickets; mutations invalidate their `all` (or the lists). */
export const faqKeys = resourceKeys('faqs');
export const ticketKeys = resourceKeys('tickets');
