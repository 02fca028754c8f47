import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { ActiveSession, SessionsRepository } from '../db/sessions-repository.js';
import { newToken, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds, secondsUntil } from '../time.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookies.js';

/** A session lives at most 12 hours, however active (spec 4.1: signed in until logout or timeout). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/*
 * Sessions live in the database, so that several instances behind a load balancer share them. The browser
 * holds a 256-bit random id; the table holds its SHA-256, so reading the table (a backup, an injection
 * elsewhere) yields no usable cookie. Each login makes a new id (no fixation); the idle expiry is
 * SESSION_TIMEOUT_SECONDS, moved only by /api/touch (polls such as /api/smc must not keep a session
 * alive), and never past the absolute lifetime.
 */

export interface SessionManager {
  /** The live session of the request's cookie, or null: one query, made once per request by plugins/session.ts. */
  find(request: FastifyRequest): Promise<ActiveSession | null>;
  /** Signs the user in with a new session id; the one the browser had (if any) is ended. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<{ csrf: string }>;
  /**
   * Gives the request's session a new id (docs/decisions/004: after a password change), keeping its csrf token and
   * its absolute expiry: an id the old password's holder may have copied stops working, the page goes on.
   */
  rotate(request: FastifyRequest, reply: FastifyReply, session: ActiveSession): Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Moves the idle expiry to now + timeout (capped) and records the activity; answers the seconds left. */
  touch(session: ActiveSession): Promise<number>;
  /** The same manager over another store: a unit of work's sessions repository (db/unit-of-work.ts). */
  within(store: SessionsRepository): SessionManager;
}

export function createSessionManager(sessions: SessionsRepository, config: Pick<AppConfig, 'nodeEnv' | 'sessionTimeoutSeconds'>): SessionManager {
  function idleExpiry(now: Date, absoluteExpiresAt: string): string {
    const idle = isoAfterSeconds(config.sessionTimeoutSeconds, now);
    return idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
  }

  /** A new session id for the user, stored (its hash) and set as the cookie. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    session: Pick<ActiveSession, 'userId' | 'csrfToken' | 'absoluteExpiresAt'>,
  ): Promise<void> {
    const id = newToken();
    const userAgent = request.headers['user-agent'];
    await sessions.create({
      idHash: sha256Hex(id),
      userId: session.userId,
      csrfToken: session.csrfToken,
      idleExpiresAt: idleExpiry(new Date(), session.absoluteExpiresAt),
      absoluteExpiresAt: session.absoluteExpiresAt,
      // For the list of signed-in devices (settings): which browser and system, shown to this user only.
      userAgent: typeof userAgent === 'string' && userAgent.trim() !== '' ? userAgent : null,
    });
    setSessionCookie(request, reply, config, id);
  }

  return {
    async find(request) {
      const id = readSessionCookie(request, config);
      return id ? sessions.findActive(sha256Hex(id)) : null;
    },
    async start(request, reply, userId) {
      const previous = readSessionCookie(request, config);
      if (previous) await sessions.delete(sha256Hex(previous));
      const csrf = newToken();
      await open(request, reply, { userId, csrfToken: csrf, absoluteExpiresAt: isoAfterSeconds(SESSION_ABSOLUTE_SECONDS) });
      return { csrf };
    },
    async rotate(request, reply, session) {
      await open(request, reply, session);
      await sessions.delete(session.idHash);
    },
    async end(request, reply) {
      const id = readSessionCookie(request, config);
      if (id) await sessions.delete(sha256Hex(id));
      clearSessionCookie(request, reply, config);
    },
    async touch(session) {
      const now = new Date();
      const idleExpiresAt = idleExpiry(now, session.absoluteExpiresAt);
      // The same one update as before: it also records the activity the list of signed-in devices shows.
      await sessions.setIdleExpiry(session.idHash, idleExpiresAt, now);
      return secondsUntil(idleExpiresAt, now);
    },
    within: (store) => createSessionManager(store, config),
  };
}
