import type { CountryId } from '@vitrina/domain/countries/countries';
import { makeTaxId } from '@vitrina/domain/countries/tax-id';
import type { TenantRole } from '@vitrina/domain/auth/permissions';

/** The demo world: fictional but plausible companies, brands and shopping centres. */
export const DEMO_PASSWORD = 'Vitrina.2026';

export const SPACE_PREFIX: Record<CountryId, string> = { CHL: 'c', PER: 'p', ARG: 'a', COL: 'co' };

export const DEMO_BUILDINGS: Record<CountryId, { name: string; city: string }[]> = {
  CHL: [
    { name: 'Costanera Plaza', city: 'Santiago' },
    { name: 'Mall Vista Alegre', city: 'Viña del Mar' },
    { name: 'Portal Los Andes', city: 'Concepción' },
  ],
  PER: [
    { name: 'Plaza Miraflores', city: 'Lima' },
    { name: 'Centro Comercial Arequipa Sur', city: 'Arequipa' },
    { name: 'Mall del Pacífico', city: 'Trujillo' },
  ],
  ARG: [
    { name: 'Paseo Palermo', city: 'Buenos Aires' },
    { name: 'Shopping Córdoba Norte', city: 'Córdoba' },
    { name: 'Portal Rosario', city: 'Rosario' },
  ],
  COL: [
    { name: 'Centro Comercial Andino Norte', city: 'Bogotá' },
    { name: 'Plaza Medellín', city: 'Medellín' },
    { name: 'Mall Caribe', city: 'Barranquilla' },
  ],
};

export interface DemoClient {
  country: CountryId;
  taxBody: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  brands: string[];
  /** on-demand report services ('Reportes'); the companies no demo account uses have none */
  reportServices?: string[];
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    country: 'CHL',
    taxBody: '76543210',
    name: 'Inversiones Andes Retail SpA',
    email: 'contacto@andesretail.cl',
    phone: '+56 2 2345 6789',
    website: 'https://andesretail.cl',
    address: 'Av. Apoquindo 4500, Las Condes, Santiago',
    reportServices: ['informe-de-ventas'],
    brands: ['Café Montaña', 'Zapatería Ruta Sur', 'Librería Austral'],
  },
  {
    country: 'CHL',
    taxBody: '77891234',
    name: 'Comercial Pacífico Limitada',
    email: 'administracion@comercialpacifico.cl',
    phone: '+56 32 268 1122',
    website: 'https://comercialpacifico.cl',
    address: 'Av. Libertad 1100, Viña del Mar',
    reportServices: ['informe-de-ventas'],
    brands: ['Óptica Mirada', 'Juguetería Volcán'],
  },
  {
    country: 'PER',
    taxBody: '2060123456',
    name: 'Inversiones Inca Retail S.A.C.',
    email: 'contacto@incaretail.pe',
    phone: '+51 1 445 2030',
    website: 'https://incaretail.pe',
    address: 'Av. José Larco 812, Miraflores, Lima',
    reportServices: ['informe-de-ventas'],
    brands: ['Pollería El Sol', 'Moda Lima'],
  },
  {
    country: 'PER',
    taxBody: '2050987654',
    name: 'Comercializadora Andina del Perú S.A.',
    email: 'finanzas@andinaperu.pe',
    phone: '+51 54 221 330',
    website: 'https://andinaperu.pe',
    address: 'Calle Mercaderes 210, Arequipa',
    brands: ['Farmacia Salud Total', 'Electro Chasqui'],
  },
  {
    country: 'ARG',
    taxBody: '3071234567',
    name: 'Patagonia Comercial S.A.',
    email: 'contacto@patagoniacomercial.com.ar',
    phone: '+54 11 4321 5678',
    website: 'https://patagoniacomercial.com.ar',
    address: 'Av. Santa Fe 3253, CABA',
    reportServices: ['informe-de-ventas'],
    brands: ['Helados del Sur', 'Librería Tango'],
  },
  {
    country: 'ARG',
    taxBody: '3370987651',
    name: 'Grupo Pampa Retail S.R.L.',
    email: 'admin@pamparetail.com.ar',
    phone: '+54 351 422 8899',
    website: 'https://pamparetail.com.ar',
    address: 'Bv. San Juan 450, Córdoba',
    brands: ['Indumentaria Pampa', 'Mate & Co'],
  },
  {
    country: 'COL',
    taxBody: '900123456',
    name: 'Comercializadora Caribe S.A.S.',
    email: 'contacto@caribesas.co',
    phone: '+57 601 742 3300',
    website: 'https://caribesas.co',
    address: 'Calle 82 # 11-37, Bogotá',
    reportServices: ['informe-de-ventas'],
    brands: ['Café Cordillera', 'Moda Cartagena'],
  },
  {
    country: 'COL',
    taxBody: '901765432',
    name: 'Inversiones Andinas de Colombia S.A.S.',
    email: 'gerencia@andinasco.co',
    phone: '+57 604 311 2040',
    website: 'https://andinasco.co',
    address: 'Carrera 43A # 1-50, Medellín',
    brands: ['Droguería Bienestar', 'Calzado Paisa'],
  },
];

export const demoTaxId = (c: DemoClient) => makeTaxId(c.country, c.taxBody);

/** Contracts per client; every sixth is expired. */
export const CONTRACTS_PER_CLIENT = 6;

export interface DemoUser {
  email: string;
  nombres: string;
  apellidos: string;
  phone: string;
  position: string;
  country: CountryId;
  role: TenantRole;
  /** indexes into DEMO_CLIENTS of the companies the user belongs to */
  clients: number[];
  /** brand names the user administers (EXT_MARCA) */
  brands?: string[];
  /** how many spaces of the first client (EXT_LOCAL) */
  spaces?: number;
  loginCount: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'empresa.chl@vitrina.test',
    nombres: 'Carolina',
    apellidos: 'Muñoz Soto',
    phone: '+56 9 8765 4321',
    position: 'Gerenta de Administración',
    country: 'CHL',
    role: 'EXT_EMPRESA',
    clients: [0, 1],
    loginCount: 12,
  },
  {
    email: 'marca.chl@vitrina.test',
    nombres: 'Felipe',
    apellidos: 'Rojas Contreras',
    phone: '+56 9 7654 3210',
    position: 'Jefe de Marca',
    country: 'CHL',
    role: 'EXT_MARCA',
    clients: [0],
    brands: ['Café Montaña', 'Zapatería Ruta Sur'],
    loginCount: 5,
  },
  {
    email: 'local.chl@vitrina.test',
    nombres: 'Javiera',
    apellidos: 'González Pérez',
    phone: '+56 9 6543 2109',
    position: 'Jefa de Local',
    country: 'CHL',
    role: 'EXT_LOCAL',
    clients: [0],
    spaces: 2,
    loginCount: 0,
  },
  {
    email: 'empresa.per@vitrina.test',
    nombres: 'Luis',
    apellidos: 'Quispe Huamán',
    phone: '+51 987 654 321',
    position: 'Administrador',
    country: 'PER',
    role: 'EXT_EMPRESA',
    clients: [2],
    loginCount: 8,
  },
  {
    email: 'empresa.arg@vitrina.test',
    nombres: 'Martina',
    apellidos: 'Fernández López',
    phone: '+54 9 11 5678 1234',
    position: 'Gerenta General',
    country: 'ARG',
    role: 'EXT_EMPRESA',
    clients: [4],
    loginCount: 3,
  },
  {
    email: 'empresa.col@vitrina.test',
    nombres: 'Andrés',
    apellidos: 'Restrepo Gómez',
    phone: '+57 310 456 7890',
    position: 'Director Comercial',
    country: 'COL',
    role: 'EXT_EMPRESA',
    clients: [6],
    loginCount: 4,
  },
];
