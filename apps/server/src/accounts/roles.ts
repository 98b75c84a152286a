import { ROLE_ADMIN, ROLE_TEST } from '@snackparty/protocol';

export interface RoleRules {
  /** Lower-case addresses that are admins by configuration (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Lower-case addresses of test accounts (TEST_ACCOUNT_EMAILS). */
  testAccountEmails: readonly string[];
}

/** The stored roles plus those the configuration grants to this address (configuration only adds). */
export function rolesFor(email: string | null, stored: readonly string[], rules: RoleRules): string[] {
  const roles = new Set(stored);
  if (email && rules.adminEmails.includes(email)) roles.add(ROLE_ADMIN);
  if (email && rules.testAccountEmails.includes(email)) roles.add(ROLE_TEST);
  return [...roles].sort();
}
