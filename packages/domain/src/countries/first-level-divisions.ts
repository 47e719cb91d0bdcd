import type { Division } from '../workers/workers.schema';

/**
 * The first level of the political division of Peru (departamentos, INEI ubigeo codes), Argentina
 * (provincias, INDEC codes) and Colombia (departamentos, DANE codes). Only Chile's tree goes down
 * to the communes a worker's address needs (the worker registry exists only there); the other
 * countries answer their first level, so that the call answers for every country.
 */
const LISTS = {
  per: {
    type: 'Departamento',
    text: `01 Amazonas, 02 Áncash, 03 Apurímac, 04 Arequipa, 05 Ayacucho, 06 Cajamarca, 07 Callao, 08 Cusco,
      09 Huancavelica, 10 Huánuco, 11 Ica, 12 Junín, 13 La Libertad, 14 Lambayeque, 15 Lima, 16 Loreto,
      17 Madre de Dios, 18 Moquegua, 19 Pasco, 20 Piura, 21 Puno, 22 San Martín, 23 Tacna, 24 Tumbes, 25 Ucayali`,
  },
  arg: {
    type: 'Provincia',
    text: `02 Ciudad Autónoma de Buenos Aires, 06 Buenos Aires, 10 Catamarca, 14 Córdoba, 18 Corrientes, 22 Chaco,
      26 Chubut, 30 Entre Ríos, 34 Formosa, 38 Jujuy, 42 La Pampa, 46 La Rioja, 50 Mendoza, 54 Misiones, 58 Neuquén,
      62 Río Negro, 66 Salta, 70 San Juan, 74 San Luis, 78 Santa Cruz, 82 Santa Fe, 86 Santiago del Estero,
      90 Tucumán, 94 Tierra del Fuego, Antártida e Islas del Atlántico Sur`,
  },
  col: {
    type: 'Departamento',
    text: `05 Antioquia, 08 Atlántico, 11 Bogotá D.C., 13 Bolívar, 15 Boyacá, 17 Caldas, 18 Caquetá, 19 Cauca,
      20 Cesar, 23 Córdoba, 25 Cundinamarca, 27 Chocó, 41 Huila, 44 La Guajira, 47 Magdalena, 50 Meta, 52 Nariño,
      54 Norte de Santander, 63 Quindío, 66 Risaralda, 68 Santander, 70 Sucre, 73 Tolima, 76 Valle del Cauca,
      81 Arauca, 85 Casanare, 86 Putumayo, 88 Archipiélago de San Andrés, Providencia y Santa Catalina, 91 Amazonas,
      94 Guainía, 95 Guaviare, 97 Vaupés, 99 Vichada`,
  },
} as const;

/** 'code name' entries separated by commas that are followed by a code (a name may hold a comma). */
function parseFirstLevel(type: string, text: string): Division[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/,\s*(?=\d{2} )/)
    .map((entry) => {
      const m = /^(\d{2}) (.+)$/.exec(entry.trim())!;
      return { id: m[1]!, code: m[1]!, div_name: m[2]!, div_level: 0, div_type: type, parent_id: null, divisions: [] };
    });
}

export const FIRST_LEVEL_DIVISIONS: Record<keyof typeof LISTS, Division[]> = {
  per: parseFirstLevel(LISTS.per.type, LISTS.per.text),
  arg: parseFirstLevel(LISTS.arg.type, LISTS.arg.text),
  col: parseFirstLevel(LISTS.col.type, LISTS.col.text),
};
