/** Fastify type additions shared by every route: the database, the token service, the signed-in user and roles. */
import type { Db } from './db';
import type { EmployeeDetail } from './auth/store';
import type { Roles } from './auth/roles';
import type { TokenService } from './auth/tokens';
import type { Profile } from './http/extensions';
import type { MailTransport } from './mail/transport';

export type AuthUser = EmployeeDetail;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    /** Today's date (injectable through buildUpstream's `today` so tests do not depend on the real date). */
    today: () => Date;
    /** How mail leaves (mail/transport.ts); `send` is null without SMTP_URL. */
    mailTransport: MailTransport;
    /** `spec`: SPEC §7 only (http/extensions.ts). */
    profile: Profile;
  }
  interface FastifyRequest {
    /** The signed-in employee, set by the auth hook on every protected route (null at runtime on public ones). */
    user: AuthUser;
    /** SPEC §6 roles of `user` (all false on public routes). */
    roles: Roles;
    /** The optional X-Permission header the gateway forwards (recorded, not required). */
    permission: string | null;
    /** The company the request is for (X-Company; companies/hook.ts): its statements see that company's rows only. */
    companyId: number;
    /** The session of the caller's token (sessions.id); null on public routes. */
    sessionId: string | null;
  }
}
