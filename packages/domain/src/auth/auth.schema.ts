import { z } from 'zod';
import { COUNTRY_IDS } from '../countries/countries';
import { MSG } from '../common/messages';
import { emailSchema } from './email';
import { isValidPassword } from './password';

export const captchaVersionSchema = z.coerce.number().pipe(z.union([z.literal(2), z.literal(3)]));

/** POST /api/fo/auth/login */
export const loginRequestSchema = z.object({
  username: emailSchema(MSG.emailRequired, MSG.emailInvalid),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
  recaptcha_version: captchaVersionSchema.default(3),
  recaptcha_token: z.string().max(20_000).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionClientSchema = z.object({
  id: z.string(),
  countryId: z.enum(COUNTRY_IDS),
  taxId: z.string(),
  name: z.string(),
  permissionsIds: z.array(z.number()),
  /** the company's on-demand report services ('Reportes') */
  reportServices: z.array(z.string()),
});

export const assignationSchema = z.object({
  id: z.string(),
  type: z.enum(['Contract', 'Brand']),
  clientId: z.string(),
  spaceId: z.string().nullable(),
  contractId: z.string().nullable(),
  brandId: z.string().nullable(),
});

export const sessionRoleSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  habilitado: z.boolean(),
  empresaId: z.string().nullable(),
  marcaId: z.string().nullable(),
  contratoId: z.string().nullable(),
  detalle: z.object({ empresa: z.string().nullable(), marca: z.string().nullable() }),
});

/** The user of a session. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  paisId: z.enum(COUNTRY_IDS),
  countryId: z.enum(COUNTRY_IDS),
  loginCount: z.number(),
  corporativo: z.boolean(),
  clients: z.array(sessionClientSchema),
  assignations: z.array(assignationSchema),
  permissions: z.array(z.object({ id: z.number(), code: z.string() })),
  permissionsIds: z.array(z.number()),
  roles: z.array(sessionRoleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  jwt: z.string(),
  user: sessionUserSchema,
  login_count: z.number(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/fo/auth/reset-pass */
export const resetPassRequestSchema = z.object({
  username: emailSchema(MSG.emailRequired, MSG.emailInvalid),
  recaptcha_version: captchaVersionSchema.default(3),
  recaptcha_token: z.string().max(20_000).optional().default(''),
});

/** POST /api/fo/auth/reset-pass/validate */
export const validateTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/fo/auth/pass */
export const setPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(200).refine(isValidPassword, MSG.passwordRule),
  recaptcha_version: captchaVersionSchema.default(3),
  recaptcha_token: z.string().max(20_000).optional().default(''),
});

export const permissionSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number(),
  countries_ids: z.array(z.enum(COUNTRY_IDS)),
  requires: z.array(z.string()),
});
export const permissionCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(permissionSchema),
});

export const messageSchema = z.object({ message: z.string() });

export const captchaChallengeSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  version: z.union([z.literal(2), z.literal(3)]),
  challenge: z.unknown().optional(),
  siteKey: z.string().optional(),
});

/** GET /api/actuator/info */
export const actuatorInfoSchema = z.object({
  git: z.object({
    branch: z.string(),
    commit: z.object({ id: z.string(), time: z.string() }),
  }),
  build: z.object({ version: z.string() }),
});

/** GET /api/fo/config: public settings the web app needs before sign-in. */
export const publicConfigSchema = z.object({
  registrationUrl: z.string(),
  corporateLoginUrl: z.string(),
  ethicsUrl: z.string(),
  supportEmail: z.string(),
  environment: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
