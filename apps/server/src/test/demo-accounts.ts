/**
 * The seeded demo accounts the API and browser tests sign in with, by name (staff are
 * '<role>@vitrina.test'). Plain data: the browser tests import it without the server.
 */
export const DEMO_ACCOUNTS = {
  empresaChl: 'empresa.chl@vitrina.test',
  marcaChl: 'marca.chl@vitrina.test',
  localChl: 'local.chl@vitrina.test',
  empresaPer: 'empresa.per@vitrina.test',
  empresaArg: 'empresa.arg@vitrina.test',
  empresaCol: 'empresa.col@vitrina.test',
  notasChl: 'notas.chl@vitrina.test',
  finanzas: 'finanzas@vitrina.test',
  auditor: 'auditor@vitrina.test',
  operador: 'operador@vitrina.test',
  admin: 'admin@vitrina.test',
  marketing: 'marketing@vitrina.test',
  personalCentro: 'personal_centro@vitrina.test',
  soporte: 'soporte@vitrina.test',
} as const;
