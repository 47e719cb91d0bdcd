import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, Subject } from './permissions';
import { ACTIONS, SUBJECTS } from './permissions';

export type AppAbility = MongoAbility<[Action, Subject]>;

export interface SessionPermission {
  id: number;
  code: string;
}

export interface AbilityBuildResult {
  ability: AppAbility;
  /** session permission ids that the server's permission list does not know */
  unknownIds: number[];
}

/** Parse 'read:DailySales' into a CASL rule; undefined for a malformed code. */
export function ruleFromCode(code: string): { action: Action; subject: Subject } | undefined {
  const parts = code.split(':');
  if (parts.length !== 2) return undefined;
  const [action, subject] = parts;
  if (!(ACTIONS as readonly string[]).includes(action ?? '')) return undefined;
  if (!(SUBJECTS as readonly string[]).includes(subject ?? '')) return undefined;
  return { action: action as Action, subject: subject as Subject };
}

/**
 * Build the CASL ability from the permission ids a user holds in a client, matched against the
 * permission list known to the server. Unknown ids are reported, never granted.
 */
export function buildAbility(permissionIds: number[], known: SessionPermission[]): AbilityBuildResult {
  const byId = new Map(known.map((x) => [x.id, x]));
  const unknownIds: number[] = [];
  const rules: { action: Action; subject: Subject }[] = [];
  for (const id of permissionIds) {
    const perm = byId.get(id);
    const rule = perm && ruleFromCode(perm.code);
    if (!rule) {
      unknownIds.push(id);
      continue;
    }
    rules.push(rule);
  }
  return { ability: createMongoAbility<[Action, Subject]>(rules), unknownIds };
}
