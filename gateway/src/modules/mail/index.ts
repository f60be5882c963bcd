/** The mail domain: the outbox of every e-mail sent or waiting (invitations, password resets), and its rule. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'mail',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { MailResolver } = await import('./resolver');
    return [MailResolver];
  },
  access: [
    // Admins, who grant access, read what was sent on their behalf.
    { key: 'mail.outbox', routes: ['/outbox'], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
