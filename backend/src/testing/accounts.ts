import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { INestApplication } from '@nestjs/common';
import type { Projections, UserRole } from '@ticketshop/projections';
import request from 'supertest';
import { PROJECTIONS } from '../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../shared/event-sourcing/command-metadata';
import { RegisterUserCommand } from '../identity/register-user/register-user.command';

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
}

/** A verified account with a role, created as an operator would, and visible in the read models. */
export async function createAccount(
  app: INestApplication,
  role: UserRole = 'user',
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<TestAccount> {
  const email = overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.lt`;
  const password = overrides.password ?? 'correct horse battery';
  const { userId, position } = await app.get(CommandBus).execute(
    new RegisterUserCommand(
      {
        email,
        password,
        firstName: overrides.firstName ?? 'Testas',
        lastName: overrides.lastName ?? role,
        language: 'lt',
      },
      commandMetadata({ kind: 'system', name: 'test' }),
      { role },
    ),
  );
  await app.get<Projections>(PROJECTIONS).waitForPosition(BigInt(position), 10_000);
  return { userId, email, password };
}

export interface SignedIn {
  accessToken: string;
  /** `Cookie` header value carrying both session cookies. */
  cookie: string;
  refreshToken: string;
}

/** Signs in through the API and keeps what a browser would. */
export async function signIn(
  app: INestApplication,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<SignedIn> {
  const response = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password })
    .expect(200);
  const cookies = setCookies(response.headers['set-cookie']);
  return {
    accessToken: (response.body as { accessToken: string }).accessToken,
    cookie: `access_token=${cookies.access_token}; refresh_token=${cookies.refresh_token}`,
    refreshToken: cookies.refresh_token!,
  };
}

/** name → value of the cookies a response sets (an empty value means cleared). */
export function setCookies(header: string | string[] | undefined): Record<string, string> {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), decodeURIComponent(pair!.slice(at + 1))];
    }),
  );
}
