/** The audit trail: who changed what (the audit log page of HR and admins) and a person's record history. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'audit',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { AuditResolver } = await import('./resolver');
    return [AuditResolver];
  },
  access: [
    // SPEC §6's readers of pay (CEO, HR, admin) search the whole trail: its values are pay and personal data.
    { key: 'audit.log', routes: ['/auditLog'], allowed: ['ceo', 'hr', 'admin'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
