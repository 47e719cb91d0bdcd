import { z } from 'zod';

/** A brand's category (rubro): the group its stores are compared in ('Comparativo'). */
export const BRAND_CATEGORIES = [
  'gastronomia',
  'vestuario',
  'calzado',
  'hogar',
  'tecnologia',
  'salud-belleza',
  'entretencion',
  'servicios',
  'deportes',
  'libreria',
  'otros',
] as const;
export const brandCategorySchema = z.enum(BRAND_CATEGORIES);
export type BrandCategory = z.infer<typeof brandCategorySchema>;

/** The Spanish label of each category, as users read it. */
export const BRAND_CATEGORY_LABELS: Record<BrandCategory, string> = {
  gastronomia: 'Gastronomía',
  vestuario: 'Vestuario',
  calzado: 'Calzado',
  hogar: 'Hogar',
  tecnologia: 'Tecnología',
  'salud-belleza': 'Salud y belleza',
  entretencion: 'Entretención',
  servicios: 'Servicios',
  deportes: 'Deportes',
  libreria: 'Librería',
  otros: 'Otros',
};
