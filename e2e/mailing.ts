/**
 * For the browser tests whose point is an e-mail (newsletter, event registration): a server of
 * the file's own that sends its mail to a test SMTP server, next to the shared one, and what the
 * tests do with it — browsers on that server, its API, the links in its e-mails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests, type Browser } from '@playwright/test';
import { startServer, type ServerProcess } from '../apps/api/test/server-process.ts';
import { startMailServer, type MailServer, type ParsedMail } from '../apps/api/test/mail-server.ts';
import { E2E_ADMIN } from './credentials.ts';
import { DESKTOP } from './public-helpers.ts';
import { signInAt } from './support.ts';
import { expect, test } from './test.ts';

export type MailingServer = { server: ServerProcess; mail: MailServer };

/**
 * Starts the server and its SMTP server before the file's tests and stops them after; `env` adds
 * to the server's settings (MAIL_FROM, say). The answer's fields are set once the tests run.
 */
export function mailingServer(name: string, env: Record<string, string>): MailingServer {
  const running = {} as MailingServer;
  let dataDir: string | undefined;
  test.beforeAll(async () => {
    // The first start compiles and migrates.
    test.setTimeout(180_000);
    running.mail = await startMailServer();
    dataDir = mkdtempSync(path.join(tmpdir(), `chamber-e2e-${name}-`));
    running.server = await startServer(
      {
        DATA_DIR: dataDir,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
        SMTP_URL: running.mail.url,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // As the shared test server (playwright.config.ts): every post comes from 127.0.0.1.
        PUBLIC_FORM_LIMIT: '1000',
        ...env,
      },
      { startupMs: 90_000 },
    );
  });
  test.afterAll(async () => {
    running.server?.child.kill();
    await running.server?.exited;
    await running.mail?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return running;
}

/** Who an e-mail is to, as its To: line says. */
export const recipient = (message: ParsedMail) =>
  message.to && 'text' in message.to ? message.to.text : '';

/** The first link to `linkPath` with a token in the e-mail, as a path and query on the server. */
export function linkIn(message: ParsedMail, linkPath: string) {
  const found = new RegExp(`https?://\\S+${linkPath}\\?token=[\\w-]+`).exec(message.text ?? '');
  expect(found, message.text).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

/** A visitor's browser on `server`, with JavaScript switched off. */
export async function visitorWithoutJs(browser: Browser, { server }: MailingServer) {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
  return { context, page: await context.newPage() };
}

/** A staff member's browser on `server`, signed in at `at`. */
export async function staffAt(browser: Browser, { server }: MailingServer, at: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const page = await context.newPage();
  await signInAt(page, at);
  return { context, page };
}

/** Calls to `server`'s API (the support.ts helpers take it); dispose of it when done. */
export const apiOf = ({ server }: MailingServer) => requests.newContext({ baseURL: server.url });
