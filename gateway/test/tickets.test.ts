import { describe, expect, it } from '@jest/globals';
import { createFileLink, openTicket, sealTicket } from '../src/files/tickets';
import { contentDisposition } from '../src/files/download';
import type { Context } from '../src/context';
import { tokenKey } from '../src/state/store';

describe('download tickets', () => {
  const payload = { path: '/files/3/download', holder: 'hash-of-the-token', filename: 'a.pdf', exp: Date.now() + 60_000 };

  it('round-trips, hiding what it carries', () => {
    const ticket = sealTicket(payload);
    expect(Buffer.from(ticket, 'base64url').toString('latin1')).not.toContain('hash-of-the-token');
    expect(openTicket(ticket)).toEqual({ ok: true, payload });
  });

  it('rejects tampering, garbage and another secret', () => {
    const ticket = sealTicket(payload);
    const raw = Buffer.from(ticket, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(openTicket(raw.toString('base64url'))).toEqual({ ok: false, reason: 'invalid' });
    expect(openTicket('abc')).toEqual({ ok: false, reason: 'invalid' });
    process.env.GATEWAY_SECRET = 'another-secret';
    try {
      expect(openTicket(ticket)).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      delete process.env.GATEWAY_SECRET;
    }
  });

  it('works across replicas sharing GATEWAY_SECRET', () => {
    process.env.GATEWAY_SECRET = 'shared';
    try {
      const ticket = sealTicket(payload);
      expect(openTicket(ticket).ok).toBe(true);
    } finally {
      delete process.env.GATEWAY_SECRET;
    }
  });

  it('expires after FILE_LINK_TTL_S', () => {
    const ctx = { rest: { token: 't' } } as Context;
    const link = createFileLink(ctx, '/files/1/download', 'x.csv');
    const ticket = link.url.replace('/files/', '');
    const expiresAt = new Date(link.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(295_000);
    expect(openTicket(ticket, expiresAt - 1).ok).toBe(true);
    expect(openTicket(ticket, expiresAt + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('carries no token, only its hash', () => {
    const link = createFileLink({ rest: { token: 'the-bearer-token' } } as Context, '/files/1/download', 'x.csv');
    const opened = openTicket(link.url.replace('/files/', ''));
    expect(JSON.stringify(opened)).not.toContain('the-bearer-token');
    expect(opened.ok && opened.payload.holder).toBe(tokenKey('the-bearer-token'));
  });

  it('needs a signed-in caller', () => {
    expect(() => createFileLink({ rest: { token: null } } as Context, '/x', 'x')).toThrow(expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }));
  });

  it('names the file safely in Content-Disposition', () => {
    expect(contentDisposition('sick note.pdf')).toBe(`attachment; filename="sick note.pdf"; filename*=UTF-8''sick%20note.pdf`);
    expect(contentDisposition('é"x.csv')).toBe(`attachment; filename="__x.csv"; filename*=UTF-8''%C3%A9%22x.csv`);
  });
});
