import { z } from 'zod';
import { emailSchema } from '../auth/email';
import { TENANT_ROLES } from '../auth/permissions';
import { COMPANY_MSG, WIZARD_MSG } from './companies.messages';

const personSchema = z.object({ id: z.string(), nombres: z.string(), apellidos: z.string(), email: z.string() });

/** A user as a contact list shows them: name, e-mail, phone and state (a company's contacts, a space's store chiefs). */
export const personContactSchema = personSchema.extend({
  telefono: z.string().nullable(),
  /** Ok or Pendiente ('Pendiente' is shown as 'Invitación enviada') */
  estado: z.string(),
});

/** A contact of a company or brand. */
export const contactSchema = personContactSchema.extend({
  /** the lowest permission id the contact holds in the company: the list is sorted by it */
  permission_id: z.number(),
  roles: z.array(z.string()),
  position: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A brand, with its administrators and a short-lived logo link. */
export const brandSchema = z.object({
  id: z.string(),
  empresaId: z.string(),
  name: z.string(),
  nombre: z.string(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  web: z.string().nullable(),
  idFiscal: z.string(),
  /** the file id of the logo */
  logo: z.string().nullable(),
  /** a signed download link of the logo, valid for a few minutes */
  logo_url: z.string().nullable(),
  administradores: z.array(personSchema),
});
export type Brand = z.infer<typeof brandSchema>;

/** A company. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string(),
  tax_id: z.string(),
  paisId: z.string(),
  /** the file id of the logo (PUT /empresas stores the logo through the file service) */
  logoArchivoPath: z.string().nullable(),
  /** a signed download link of the logo, valid for a few minutes */
  logo_url: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** A contract row. status 0 = vigente. */
export const contractSchema = z.object({
  id: z.string(),
  codigo: z.string(),
  edificioId: z.string(),
  edificioNombre: z.string(),
  espacioId: z.string(),
  espacioCodigo: z.string(),
  marcaId: z.string(),
  marcaNombre: z.string(),
  empresaId: z.string(),
  status: z.number(),
  estatus: z.enum(['vigente', 'no vigente']),
});
export type Contract = z.infer<typeof contractSchema>;

/** Contract detail: number, start, end of validity and total area in m2. */
export const contractDetailSchema = contractSchema.extend({
  numero: z.string(),
  fechaInicio: z.string(),
  fechaFinVigencia: z.string(),
  superficieTotal: z.number(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** A client space. */
export const clientSpaceSchema = z.object({
  space_id: z.string(),
  space_num: z.string(),
  building_name: z.string(),
  contracts: z.array(z.object({ contract_id: z.string(), contract_num: z.string(), brand_name: z.string(), contract_status: z.number() })),
});
export type ClientSpace = z.infer<typeof clientSpaceSchema>;

/**
 * A store (route marca/espacio/{espacioId}): the space, its building, and the contracts of the
 * space the caller may see; `contrato` is the current one (vigente first, else the latest).
 */
export const storeSchema = z.object({
  space_id: z.string(),
  space_num: z.string(),
  building_id: z.string(),
  building_name: z.string(),
  area_m2: z.number(),
  empresaId: z.string(),
  marcaId: z.string(),
  marcaNombre: z.string(),
  contrato: contractSchema,
  contratos: z.array(contractSchema),
});
export type Store = z.infer<typeof storeSchema>;

export const buildingSchema = z.object({ id: z.string(), name: z.string(), city: z.string(), id_sap: z.string() });

/*
 * The optional contact fields of a brand or company edit: trimmed, an empty text is null (cleared).
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, COMPANY_MSG.textTooLong(max))
    .transform((v) => v || null)
    .nullable()
    .optional();
const optionalEmail = z
  .string()
  .trim()
  .max(200, COMPANY_MSG.textTooLong(200))
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), COMPANY_MSG.invalidEmail)
  .transform((v) => v.toLowerCase() || null)
  .nullable()
  .optional();
const optionalWeb = z
  .string()
  .trim()
  .max(200, COMPANY_MSG.textTooLong(200))
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), COMPANY_MSG.invalidUrl)
  .transform((v) => v || null)
  .nullable()
  .optional();
const editId = z.string().min(1).max(50);
/** true removes the current logo when no file is sent */
const quitarLogo = z.boolean().optional();

/** The JSON part 'marca' of PUT /marcas. */
export const brandEditSchema = z.object({
  id: editId,
  nombre: z.string({ error: COMPANY_MSG.nameRequired }).trim().min(1, COMPANY_MSG.nameRequired).max(100, COMPANY_MSG.textTooLong(100)),
  email: optionalEmail,
  telefono: optionalText(30),
  web: optionalWeb,
  quitarLogo,
});
export type BrandEdit = z.input<typeof brandEditSchema>;
/** The answer of PUT /marcas: the saved brand. */
export const brandSaveResponseSchema = z.object({ message: z.string(), data: brandSchema });

/**
 * The JSON part 'empresa' of PUT /empresas (the company's fields). The legal
 * name and the tax id are not editable: they are not part of it (unknown keys are stripped).
 */
export const companyEditSchema = z.object({
  id: editId,
  website: optionalWeb,
  email: optionalEmail,
  phone: optionalText(30),
  address: optionalText(200),
  quitarLogo,
});
export type CompanyEdit = z.input<typeof companyEditSchema>;
/** The answer of PUT /empresas: the saved company. */
export const companySaveResponseSchema = z.object({ message: z.string(), data: companySchema });

/**
 * Role assignment payload, POST /usuarios-roles. The user is named by id or, as the wizard does
 * after its look-up (which gives no id for a user outside the company), by e-mail: one of the two.
 */
export const roleAssignmentSchema = z
  .object({
    usuarioId: z.string().uuid().optional(),
    email: emailSchema(WIZARD_MSG.emailRequired, WIZARD_MSG.emailInvalid).optional(),
    rolId: z.enum(TENANT_ROLES, { error: WIZARD_MSG.roleRequired }),
    habilitado: z.boolean().default(true),
    empresaId: z.string().min(1).max(50),
    espacioId: z.string().max(50).nullish(),
    contratoId: z.string().max(50).nullish(),
    marcaId: z.string().max(50).nullish(),
  })
  .refine((v) => !v.usuarioId !== !v.email, { message: WIZARD_MSG.emailRequired, path: ['email'] });
export type RoleAssignment = z.input<typeof roleAssignmentSchema>;

/** A person's names, last names and national id as the company forms take them. */
const personNames = z
  .string({ error: WIZARD_MSG.nameRequired })
  .trim()
  .min(1, WIZARD_MSG.nameRequired)
  .max(100, COMPANY_MSG.textTooLong(100));
const personLastNames = z
  .string({ error: WIZARD_MSG.lastNamesRequired })
  .trim()
  .min(1, WIZARD_MSG.lastNamesRequired)
  .max(100, COMPANY_MSG.textTooLong(100));
const personDni = z.string().trim().max(30, COMPANY_MSG.textTooLong(30)).optional();
/** Where a new tenant role applies: the company, and maybe one of its brands and contracts. */
const roleScopeIds = {
  empresaId: z.string().min(1).max(50),
  marcaId: z.string().max(50).nullish(),
  contratoId: z.string().max(50).nullish(),
};

/** The wizard's form. */
export const newContactFormSchema = z
  .object({
    rol: z.enum(TENANT_ROLES, { error: WIZARD_MSG.roleRequired }),
    email: emailSchema(WIZARD_MSG.emailRequired, WIZARD_MSG.emailInvalid),
    emailConfirmation: z.string({ error: WIZARD_MSG.emailConfirmRequired }).trim().toLowerCase().min(1, WIZARD_MSG.emailConfirmRequired),
    nombre: personNames,
    apellidos: personLastNames,
    dni: personDni,
    ...roleScopeIds,
    espacioId: z.string().max(50).nullish(),
  })
  .refine((v) => v.email === v.emailConfirmation, { path: ['emailConfirmation'], message: WIZARD_MSG.emailsMustMatch });
export type NewContactForm = z.input<typeof newContactFormSchema>;

/** POST /usuarios: a new user with one role. */
export const createUserLegacySchema = z.object({
  email: emailSchema(WIZARD_MSG.emailRequired, WIZARD_MSG.emailInvalid),
  nombres: personNames,
  apellidos: personLastNames,
  dni: personDni,
  roles: z
    .array(
      z.object({
        id: z.enum(TENANT_ROLES, { error: WIZARD_MSG.roleRequired }),
        ...roleScopeIds,
      }),
    )
    .length(1, WIZARD_MSG.roleRequired),
});
export type CreateUserLegacy = z.input<typeof createUserLegacySchema>;

/**
 * GET /usuarios/{email}: the address can be given a role in the company. The id comes only for a
 * user who is already a member of that company.
 */
export const userLookupSchema = z.object({ email: z.string(), id: z.string().optional() });
export type UserLookup = z.infer<typeof userLookupSchema>;
