import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { JobLeases } from '@ticketshop/projections';
import { JOB_LEASES } from '../infrastructure/storage/storage.tokens';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const READINESS_PATH = '/api/health/ready';

export interface GracefulShutdownOptions {
  /** How long requests in flight may take to finish before their connections are cut (ms). */
  drainTimeoutMs: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * A shop process leaving a load balancer's pool without dropping anything (docs/operations.md,
 * "Graceful shutdown"). `shutdown()`, on SIGTERM:
 * 1. readiness answers 503 at once and every answer carries `Connection: close`, so the load balancer
 *    stops sending here and its keep-alive connections end after their current request;
 * 2. the server stops accepting connections; requests in flight finish, and the open keep-alive
 *    connections end with their next answer or their idle timeout (cut after `drainTimeoutMs`);
 * 3. meanwhile every background job this process runs stops and its lease is given back, so another
 *    process takes each over on its next poll rather than after this one is gone;
 * 4. then the application closes (storage last).
 */
export class GracefulShutdown {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly app: INestApplication,
    private readonly options: GracefulShutdownOptions,
  ) {}

  /** Wraps the server's request handling; install after everything else that does (the public-reads fast path). */
  install(server: Server): void {
    const pipeline = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.draining) {
        response.setHeader('Connection', 'close');
        if (request.url?.split('?')[0] === READINESS_PATH) {
          response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          response.end(JSON.stringify({ status: 'unavailable' }));
          return;
        }
      }
      this.inFlight.add(response);
      response.once('close', () => this.inFlight.delete(response));
      for (const listener of pipeline) listener.call(server, request, response);
    });
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Drains, hands the leases over and closes the application; resolves when all of that is done. */
  shutdown(): Promise<void> {
    this.closing ??= this.drainAndClose();
    return this.closing;
  }

  private async drainAndClose(): Promise<void> {
    this.draining = true;
    // Requests under way whose answer has not started yet end their connection too.
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    const server = this.app.getHttpServer() as Server;
    const inFlight = this.inFlight.size;
    const drained = new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // Stops accepting only, and calls back once every connection has ended. Not http.Server#close,
      // which (since Node 19) also destroys the idle keep-alive connections at once: a load balancer
      // may have just written a request on one, which is then reset unanswered, and nginx never passes
      // a POST it sent on to another process (502; test/ops/rolling-restart.ops.spec.ts). An idle
      // connection gets `Connection: close` with its next answer, or is closed by the balancer's idle
      // timeout (nginx: 4 s) or by Node's keep-alive timeout (5 s); the drain timeout cuts the rest.
      NetServer.prototype.close.call(server, () => resolve());
    });
    this.options.log?.('draining: readiness 503, no new connections, finishing requests in flight', { inFlight });
    const leases = this.app.get<JobLeases>(JOB_LEASES).close();
    const cut = setTimeout(() => {
      this.options.log?.('drain timed out; closing the connections still open', { inFlight: this.inFlight.size });
      server.closeAllConnections();
    }, this.options.drainTimeoutMs);
    cut.unref();
    try {
      await drained;
    } finally {
      clearTimeout(cut);
    }
    await leases;
    this.options.log?.('requests finished and job leases given back; closing', {});
    await this.app.close();
  }
}
