import type { Router, Request } from 'express';
import * as api from '@shared/api/auth';
import type passport from 'passport';
import { loginSchema, registerSchema } from '@shared/schemas/auth';
import type { AppContext } from '../../lib/context';
import { AppError, toError, unauthorized } from '../../lib/errors';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { signedOut } from '../../middleware/auth';
import type { RateLimiters } from '../../middleware/rate-limit';
import { clientAddressKey } from '../../middleware/rate-limit-store';
import { sessionCookieName } from '../../sessions/session-store';
import { presentNewAccount } from './auth-presenter';
import { registerOwner } from './auth-service';
import { INVALID_CREDENTIALS_MESSAGE } from './passport-setup';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

export function authRoutes(
  ctx: AppContext,
  auth: passport.PassportStatic,
  limits: Pick<RateLimiters, 'login' | 'register' | 'settings'>,
  throttle: SignInThrottle = createSignInThrottle(ctx.db, limits.settings, {
    logger: ctx.logger,
  }),
): Router {
  const router = createRouter();

  on(router, api.register, limits.register, async (req, res) => {
    const input = registerSchema.parse(req.body);
    const user = presentNewAccount(await registerOwner(ctx, input));
    await logIn(req, user);
    res.status(201).json(user);
  });

  on(router, api.login, limits.login, async (req, res) => {
    const { email } = loginSchema.parse(req.body);
    const admission = await throttle.admit(email, clientAddressKey(req));
    if (!admission.admitted) {
      res.set('Retry-After', String(admission.retryAfterSeconds));
      throw new AppError(429, 'rate_limited', admission.message);
    }
    const user = await authenticate(auth, req).catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 401) await admission.attempt.failed();
      throw error;
    });
    await admission.attempt.succeeded();
    await logIn(req, user);
    res.json(user);
  });

  on(router, api.logout, async (req, res) => {
    await new Promise<void>((resolve, reject) => {
      req.logout((error) => (error ? reject(toError(error)) : resolve()));
    });
    await new Promise<void>((resolve, reject) => {
      req.session.destroy((error) => (error ? reject(toError(error)) : resolve()));
    });
    const isProduction = ctx.config.NODE_ENV === 'production';
    res.clearCookie(sessionCookieName(isProduction), {
      path: '/',
      secure: isProduction,
      httpOnly: true,
      sameSite: 'lax',
    });
    res.json({ message: 'Logged out' });
  });

  on(router, api.getCurrentUser, (req, res) => {
    if (!req.user) throw signedOut(req, 'Not signed in');
    res.json(req.user);
  });

  on(router, api.getSession, (req, res) => {
    res.json({ user: req.user ?? null });
  });

  return router;
}

function authenticate(auth: passport.PassportStatic, req: Request): Promise<Express.User> {
  return new Promise((resolve, reject) => {
    const handler = auth.authenticate(
      'local',
      { session: false },
      (error: unknown, user: Express.User | false) => {
        if (error) return reject(toError(error));
        if (!user) return reject(unauthorized(INVALID_CREDENTIALS_MESSAGE));
        resolve(user);
      },
    ) as (req: Request, res: unknown, next: (error?: unknown) => void) => void;
    handler(req, undefined, (error) => reject(toError(error)));
  });
}

/** passport 0.7 regenerates the session id here, so a planted session id is useless. */
function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logIn(user, (error) => (error ? reject(toError(error)) : resolve()));
  });
}
