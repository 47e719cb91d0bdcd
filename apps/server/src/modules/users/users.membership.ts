import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { requireManagesHolder, requireSharedAdmin } from '../access/require-users';
import { type Caller, type Meta, notFound, conflict, type UsersCommon } from './users.common';

/** A user's membership: removal from one client, and a fresh welcome link while the user is Pendiente. */
export function createUsersMembership(common: UsersCommon) {
  const { repo, clock, mailer, scopeOf, issueWelcomeLink, mailOf, welcomeAudit } = common;
  return {
    /** Removes the user from this client only; nobody removes themselves. */
    async remove(caller: Caller, clientId: string, userId: string, meta: Meta) {
      const scope = await scopeOf(caller, clientId, 'delete');
      if (userId === caller.userId) throw conflict('self_delete', USERS_MSG.selfDelete);
      const target = await repo.userInClient(clientId, userId);
      if (!target) throw notFound(USERS_MSG.userNotFound);
      requireManagesHolder(target, scope.perms);
      const now = clock.now();
      let revoked = false;
      await repo.transaction(async (tx) => {
        await repo.removeFromClient(tx, userId, clientId);
        const left = await repo.memberships(userId, tx);
        // a user left without any company can no longer sign in
        if (left.length === 0) {
          await repo.updateUser(tx, userId, { status: 'Deshabilitado', updated_at: now });
          await repo.revokeSessions(tx, userId, now);
          revoked = true;
        }
        await repo.audit(
          {
            at: now,
            actor_user_id: caller.userId,
            action: 'user_removed_from_client',
            entity: 'user',
            entity_id: userId,
            client_id: clientId,
            ip: meta.ip ?? null,
            details: { email: target.email, permissions: target.permission_ids, disabled: left.length === 0 },
          },
          tx,
        );
      });
      if (revoked) await repo.sessionsRevoked(userId);
      return { message: USERS_MSG.deleted };
    },

    /** 'Reenviar Correo': a fresh welcome link, only while the user is Pendiente. */
    async resendWelcome(caller: Caller, userId: string, clientId: string | undefined, meta: Meta) {
      const mine = await repo.memberships(caller.userId);
      const theirs = new Set((await repo.memberships(userId)).map((m) => m.client_id));
      const [allowed] = requireSharedAdmin(mine, theirs, 'create', clientId);
      const user = (await repo.userById(userId))!;
      if (user.status !== 'Pendiente') throw conflict('not_pending', USERS_MSG.notPending);
      const client = (await repo.client(allowed.client_id))!;
      // the new link and its e-mail in one transaction; the e-mail goes out once it is committed
      const mail = await repo.transaction(async (tx) => {
        const id = await mailer.enqueue(mailOf(user, client.name, await issueWelcomeLink(tx, user.id)), { tx, log: meta.log });
        await repo.audit(welcomeAudit(caller, user.id, allowed.client_id, meta, 'user_welcome_sent'), tx);
        return id;
      });
      mailer.deliverSoon(mail);
      return { message: USERS_MSG.resent };
    },
  };
}
