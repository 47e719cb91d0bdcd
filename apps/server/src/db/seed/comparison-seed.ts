import { COUNTRIES, clientId } from '@vitrina/domain/countries/countries';
import { makeTaxId } from '@vitrina/domain/countries/tax-id';
import { zonedDateString } from '@vitrina/domain/common/clock';
import type { BrandCategory } from '@vitrina/domain/comparison/categories';
import { addMonths, firstDay, lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import type { Db } from '../client';
import * as t from '../schema/index';

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

/**
 * Chilean companies with no demo account whose stores make the comparison groups: six
 * restaurants at Costanera Plaza (CHL-B1), enough for 'Gastronomía' to be compared there, and two
 * shoe shops at Mall Vista Alegre (CHL-B2), too few for 'Calzado' there (the refusal).
 */
const PEERS: { taxBody: string; name: string; brand: string; category: BrandCategory; building: string; area: number }[] = [
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
  { taxBody: '76100205', name: 'Comercial Fogón Limitada', brand: 'Fogón Criollo', category: 'gastronomia', building: 'CHL-B1', area: 120 },
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
];
/** Months of history before the current one: enough for growth on the year before. */
const PEER_MONTHS = 14;

/** A steady, varied monthly sale of store `i` in month `back` months ago (net amount, tickets). */
const peerSale = (i: number, back: number) => {
  const base = 18_000_000 + i * 4_100_000;
  // a 13-month cycle: the month a year before differs from the month before
  const season = 1 + ((back * 7 + i * 3) % 13) / 50;
  const net = Math.round(base * season);
  const tickets = Math.round(net / (9_000 + i * 1_400));
  return { net, gross: Math.round(net * 1.19), tickets };
};

/** The peer companies, their brands, stores and monthly sales (relative to `now`). */
export async function seedComparisonDemo(db: Db, now: Date) {
  const current = monthOf(zonedDateString(now, COUNTRIES.CHL.timeZone));
  for (const [i, p] of PEERS.entries()) {
    const taxId = makeTaxId('CHL', p.taxBody);
    const id = clientId('CHL', taxId);
    const n = i + 1;
    await db.insert(t.clients).values({ id, country_id: 'CHL', tax_id: taxId, name: p.name });
    await db.insert(t.brands).values({ id: `CHL-MP${n}`, client_id: id, name: p.brand, category: p.category });
    await db
      .insert(t.spaces)
      .values({ id: `c9${100 + n}`, building_id: p.building, code: `L-9${String(n).padStart(2, '0')}`, area_m2: p.area });
    const contract = `CHL-CP${n}`;
    await db.insert(t.contracts).values({
      id: contract,
      code: `CH-2022-9${String(n).padStart(3, '0')}`,
      client_id: id,
      brand_id: `CHL-MP${n}`,
      space_id: `c9${100 + n}`,
      start_date: '2022-01-01',
      end_date: '2030-12-31',
    });
    const rows = Array.from({ length: PEER_MONTHS }, (_, k) => {
      const back = k + 1;
      const m = addMonths(current, -back);
      const s = peerSale(i, back);
      return {
        contract_id: contract,
        space_id: `c9${100 + n}`,
        client_id: id,
        country_id: 'CHL',
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
