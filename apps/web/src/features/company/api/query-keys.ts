import { resourceKeys } from '../../../lib/query-keys';

/** The company's API keys and its access log (Mi empresa tabs). */
export const apiKeyKeys = resourceKeys('company-api-keys');
export const accessLogKeys = resourceKeys('company-access-log');
