import { COUNTRIES, COUNTRY_IDS, clientId, type CountryId } from '@vitrina/domain/countries/countries';
import { makeTaxId } from '@vitrina/domain/countries/tax-id';
import { zonedDateString } from '@vitrina/domain/common/clock';
import type { BrandCategory } from '@vitrina/domain/comparison/categories';
import { addMonths, firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import type { Db } from '../client';
import * as t from '../schema/index';
import { SPACE_PREFIX } from './demo-data';

/**
 * The category of every demo brand ('Comparativo' compares a store with the other companies'
 * stores of its brand's category).
 */
export const DEMO_BRAND_CATEGORIES: Record<string, BrandCategory> = {
  'Café Montaña': 'gastronomia',
  'Zapatería Ruta Sur': 'calzado',
  'Librería Austral': 'libreria',
  'Óptica Mirada': 'salud-belleza',
  'Juguetería Volcán': 'entretencion',
  'Pollería El Sol': 'gastronomia',
  'Moda Lima': 'vestuario',
  'Farmacia Salud Total': 'salud-belleza',
  'Electro Chasqui': 'tecnologia',
  'Helados del Sur': 'gastronomia',
  'Librería Tango': 'libreria',
  'Indumentaria Pampa': 'vestuario',
  'Mate & Co': 'gastronomia',
  'Café Cordillera': 'gastronomia',
  'Moda Cartagena': 'vestuario',
  'Droguería Bienestar': 'salud-belleza',
  'Calzado Paisa': 'calzado',
};

type Peer = { taxBody: string; name: string; brand: string; category: BrandCategory; building: string; area: number };

/**
 * Companies with no demo account whose stores make the comparison groups. In Chile: six
 * restaurants at Costanera Plaza (CHL-B1), enough for 'Gastronomía' to be compared there, and two
 * shoe shops at Mall Vista Alegre (CHL-B2), too few for 'Calzado' there (the refusal). In Peru,
 * Argentina and Colombia: five restaurants in the first centre, where a demo company has one.
 */
const PEERS: Record<CountryId, Peer[]> = {
  CHL: [
    {
      taxBody: '76100201',
      name: 'Sabores del Valle SpA',
      brand: 'Empanadas del Valle',
      category: 'gastronomia',
      building: 'CHL-B1',
      area: 62.5,
    },
    { taxBody: '76100202', name: 'Cocina Austral Limitada', brand: 'Sushi Austral', category: 'gastronomia', building: 'CHL-B1', area: 88 },
    {
      taxBody: '76100203',
      name: 'Inversiones Mar Azul SpA',
      brand: 'Marisquería Mar Azul',
      category: 'gastronomia',
      building: 'CHL-B1',
      area: 140,
    },
    { taxBody: '76100204', name: 'Panaderías Unidas SpA', brand: 'Pan de Casa', category: 'gastronomia', building: 'CHL-B1', area: 45 },
    {
      taxBody: '76100205',
      name: 'Comercial Fogón Limitada',
      brand: 'Fogón Criollo',
      category: 'gastronomia',
      building: 'CHL-B1',
      area: 120,
    },
    { taxBody: '76100206', name: 'Dulce Sur SpA', brand: 'Pastelería Dulce Sur', category: 'gastronomia', building: 'CHL-B1', area: 55.5 },
    { taxBody: '76100207', name: 'Calzados Cordillera SpA', brand: 'Pasos Cordillera', category: 'calzado', building: 'CHL-B2', area: 70 },
    {
      taxBody: '76100208',
      name: 'Zapaterías del Norte Limitada',
      brand: 'Zapatos del Norte',
      category: 'calzado',
      building: 'CHL-B2',
      area: 64,
    },
  ],
  PER: [
    {
      taxBody: '2061000201',
      name: 'Sabores Criollos S.A.C.',
      brand: 'Cevichería Costa Verde',
      category: 'gastronomia',
      building: 'PER-B1',
      area: 75,
    },
    {
      taxBody: '2061000202',
      name: 'Inversiones Chifa Oriente S.A.C.',
      brand: 'Chifa Oriente',
      category: 'gastronomia',
      building: 'PER-B1',
      area: 110,
    },
    {
      taxBody: '2061000203',
      name: 'Panificadora Lima S.A.',
      brand: 'Panadería La Limeña',
      category: 'gastronomia',
      building: 'PER-B1',
      area: 48.5,
    },
    {
      taxBody: '2061000204',
      name: 'Dulces Limeños S.A.C.',
      brand: 'Dulcería Limeña',
      category: 'gastronomia',
      building: 'PER-B1',
      area: 52,
    },
    {
      taxBody: '2061000205',
      name: 'Anticuchos del Centro S.A.C.',
      brand: 'Anticuchería Grau',
      category: 'gastronomia',
      building: 'PER-B1',
      area: 95,
    },
  ],
  ARG: [
    {
      taxBody: '3071000201',
      name: 'Parrillas del Plata S.A.',
      brand: 'Parrilla Río de la Plata',
      category: 'gastronomia',
      building: 'ARG-B1',
      area: 130,
    },
    {
      taxBody: '3071000202',
      name: 'Empanadas Norteñas S.R.L.',
      brand: 'Empanadas Salteñas',
      category: 'gastronomia',
      building: 'ARG-B1',
      area: 46,
    },
    {
      taxBody: '3071000203',
      name: 'Pizzerías Porteñas S.A.',
      brand: 'Pizzería Corrientes',
      category: 'gastronomia',
      building: 'ARG-B1',
      area: 92,
    },
    {
      taxBody: '3071000204',
      name: 'Medialunas del Sur S.R.L.',
      brand: 'Confitería Las Medialunas',
      category: 'gastronomia',
      building: 'ARG-B1',
      area: 58,
    },
    {
      taxBody: '3071000206',
      name: 'Bodegones de Palermo S.A.',
      brand: 'Bodegón Palermo Viejo',
      category: 'gastronomia',
      building: 'ARG-B1',
      area: 64.5,
    },
  ],
  COL: [
    {
      taxBody: '901000201',
      name: 'Sabores del Pacífico S.A.S.',
      brand: 'Arepas La Montaña',
      category: 'gastronomia',
      building: 'COL-B1',
      area: 54,
    },
    {
      taxBody: '901000202',
      name: 'Asadero Llanero S.A.S.',
      brand: 'Asadero El Llano',
      category: 'gastronomia',
      building: 'COL-B1',
      area: 118,
    },
    {
      taxBody: '901000203',
      name: 'Panadería Santafereña S.A.S.',
      brand: 'Pan de Bono Santafé',
      category: 'gastronomia',
      building: 'COL-B1',
      area: 42,
    },
    { taxBody: '901000204', name: 'Cocina Costeña S.A.S.', brand: 'Cocina Costeña', category: 'gastronomia', building: 'COL-B1', area: 86 },
    {
      taxBody: '901000205',
      name: 'Buñuelos de la 85 S.A.S.',
      brand: 'Buñuelos de la 85',
      category: 'gastronomia',
      building: 'COL-B1',
      area: 50.5,
    },
  ],
};
/** Months of history before the current one: enough for growth on the year before. */
const PEER_MONTHS = 14;

/**
 * A peer's sales in each country's currency: the scale of a Chilean peso amount, and gross over
 * net. Peru's (about 250 pesos a sol) centres the demo company's restaurant, whose month is
 * S/ 25–67 a ticket and about S/ 1,800 per m², among its centre's peers: about half its months
 * above their median (at 0.003 about three in four were, at 0.01 almost none).
 */
const MONEY: Record<CountryId, { scale: number; gross: number }> = {
  CHL: { scale: 1, gross: 1.19 },
  PER: { scale: 0.004, gross: 1.18 },
  ARG: { scale: 0.65, gross: 1.21 },
  COL: { scale: 2.7, gross: 1.19 },
};

/** A steady, varied monthly sale of store `i` in month `back` months ago (net amount, tickets). */
const peerSale = (country: CountryId, i: number, back: number) => {
  const { scale, gross } = MONEY[country];
  const base = (18_000_000 + i * 4_100_000) * scale;
  // a 13-month cycle: the month a year before differs from the month before
  const season = 1 + ((back * 7 + i * 3) % 13) / 50;
  const net = Math.round(base * season);
  const tickets = Math.round(net / ((9_000 + i * 1_400) * scale));
  return { net, gross: Math.round(net * gross), tickets };
};

/** The peer companies, their brands, stores and monthly sales (relative to `now`), in the four countries. */
export async function seedComparisonDemo(db: Db, now: Date) {
  for (const country of COUNTRY_IDS) {
    const current = monthOf(zonedDateString(now, COUNTRIES[country].timeZone));
    for (const [i, p] of PEERS[country].entries()) {
      const taxId = makeTaxId(country, p.taxBody);
      const id = clientId(country, taxId);
      const n = i + 1;
      const brand = `${country}-MP${n}`;
      const space = `${SPACE_PREFIX[country]}9${100 + n}`;
      const contract = `${country}-CP${n}`;
      await db.insert(t.clients).values({ id, country_id: country, tax_id: taxId, name: p.name });
      await db.insert(t.brands).values({ id: brand, client_id: id, name: p.brand, category: p.category });
      await db.insert(t.spaces).values({ id: space, building_id: p.building, code: `L-9${String(n).padStart(2, '0')}`, area_m2: p.area });
      await db.insert(t.contracts).values({
        id: contract,
        code: `${country.slice(0, 2)}-2022-9${String(n).padStart(3, '0')}`,
        client_id: id,
        brand_id: brand,
        space_id: space,
        start_date: '2022-01-01',
        end_date: '2030-12-31',
      });
      const rows = Array.from({ length: PEER_MONTHS }, (_, k) => {
        const back = k + 1;
        const m = addMonths(current, -back);
        const s = peerSale(country, i, back);
        return {
          contract_id: contract,
          space_id: space,
          client_id: id,
          country_id: country,
          periodo: firstDay(m),
          fecha_registro: lastDay(m),
          total_tickets: s.tickets,
          monto_total_bruto: s.gross,
          monto_total_neto: s.net,
          comentarios: 'Sin Comentarios',
          email_registro: 'sistema@vitrina.test',
          created_by: 'sistema@vitrina.test',
        };
      });
      await db.insert(t.monthlySales).values(rows);
    }
  }
}
