import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import type { createUserLegacySchema, roleAssignmentSchema } from '@vitrina/domain/companies/companies.schema';
import { WELCOME_LINK_HOURS } from '@vitrina/domain/users/users.rules';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { notFound } from '../access/errors';
import { createCompaniesWrites } from './companies.repo';
import { welcomeMail } from '../../lib/welcome-mail';
import { issueSetPasswordLink } from '../../lib/set-password';
import { addableFound } from '../../lib/members';
import { requireCompany, rolePermissions } from '../access/require-companies';

import type { Caller, CompaniesCommon, Target } from './companies.common';
import type { CompanyRoles } from './companies.roles';

/** The user wizard of a company (/usuarios, /usuarios-roles): find a user, give a role, create a user with a set-password link. */
export function createCompanyUserUseCases(common: CompaniesCommon, { authorizeTarget, grantRole, assignRole }: CompanyRoles) {
  const { deps, repo, clock, scopeOf } = common;
  /** The user with that e-mail whom the caller may give a role in the company, or 404 / 409 (addableFound). */
  async function invitable(caller: Caller, email: string, empresaId: string) {
    requireCompany(await scopeOf(caller), empresaId, 'create:User');
    const client = (await repo.clientById(empresaId))!;
    const u = addableFound(await repo.userByEmail(email), client.country_id as CountryId, COMPANY_MSG.userMissing);
    if (u.status === 'Deshabilitado') throw notFound(COMPANY_MSG.userMissing);
    return u;
  }

  return {
    /**
     * GET /usuarios/{email}: whether the wizard may give a role in the company (create:User there)
     * to the user with that e-mail. It answers only that: the user's id comes back only when the
     * user is already a member of the company, so an address of another company yields nothing of
     * it. Internal staff and disabled users are not found (nothing is revealed); another country's
     * user is refused (409), as the user dialog's prefill does.
     */
    async findUser(caller: Caller, email: string, empresaId: string) {
      const u = await invitable(caller, email, empresaId);
      return (await repo.isMember(u.id, empresaId)) ? { id: u.id, email: u.email } : { email: u.email };
    },

    /** POST /usuarios-roles: the role for a user named by id or, as the wizard does, by e-mail. */
    async assignRole(caller: Caller, input: z.output<typeof roleAssignmentSchema>) {
      const scope = await scopeOf(caller);
      const userId = input.usuarioId ?? (await invitable(caller, input.email!, input.empresaId)).id;
      return assignRole(
        caller,
        scope,
        userId,
        { rol: input.rolId, empresaId: input.empresaId, marcaId: input.marcaId, contratoId: input.contratoId },
        'role_assigned',
      );
    },

    /**
     * POST /usuarios: a new user with one role (the role's permissions the caller holds) and a
     * set-password link, issued with its e-mail (in the outbox) in the same transaction. The e-mail
     * goes out once it is committed; a mail server away delays it without failing the request.
     */
    async createUser(caller: Caller, input: z.output<typeof createUserLegacySchema>) {
      const role = input.roles[0]!;
      const target: Target = { rol: role.id, empresaId: role.empresaId, marcaId: role.marcaId, contratoId: role.contratoId };
      const scope = await scopeOf(caller);
      const resolved = await authorizeTarget(scope, target);
      if (await repo.userByEmail(input.email)) throw new AppError('email_taken', 409, COMPANY_MSG.emailTaken);
      const client = (await repo.clientById(target.empresaId))!;
      const country = client.country_id as CountryId;
      const permissions = rolePermissions(scope, target, country);
      const now = clock.now();
      const { user, mail } = await repo.transaction(async (tx) => {
        const w = createCompaniesWrites(tx);
        const u = await w.insertUser({
          email: input.email,
          nombres: input.nombres,
          apellidos: input.apellidos,
          country_id: country,
          status: 'Pendiente',
        });
        await grantRole(w, u.id, permissions, target, resolved);
        const link = await issueSetPasswordLink(tx, {
          userId: u.id,
          now,
          validForMs: WELCOME_LINK_HOURS * 3_600_000,
          publicUrl: deps.publicUrl,
        });
        await w.audit({
          at: now,
          actor_user_id: caller.userId,
          action: 'user_created',
          entity: 'user',
          entity_id: u.id,
          client_id: target.empresaId,
          ip: caller.ip,
          details: { email: u.email, rol: target.rol, marcaId: target.marcaId ?? null, contratoId: target.contratoId ?? null, permissions },
        });
        const mail = await deps.mailer.enqueue(
          welcomeMail({ to: u.email, nombres: u.nombres, clientName: client.name, link, hours: WELCOME_LINK_HOURS }),
          { tx, log: caller.log },
        );
        await w.audit({
          at: now,
          actor_user_id: caller.userId,
          action: 'user_welcome_sent',
          entity: 'user',
          entity_id: u.id,
          client_id: target.empresaId,
          ip: caller.ip,
        });
        return { user: u, mail };
      });
      deps.mailer.deliverSoon(mail);
      return { id: user.id, email: user.email, message: USERS_MSG.created };
    },
  };
}
