/**
 * MakeCommerce's API as far as refunds go, on a loopback HTTP server, counting every call (the same
 * answers as the stand-in of backend/src/ordering/process/payment-refunds.outage.int.spec.ts): a refund
 * is made the moment its `POST transactions/{id}/refunds` arrives, kept and listed (`GET refunds`), and
 * the transaction (`GET transactions/{id}`) reads PART_REFUNDED or REFUNDED after it. For fault tests
 * of shop processes (test/ops/refund-kill.ops.spec.ts): `onRefund` decides when the made refund is
 * answered, so a test can kill the shop, or take its database away, around that answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInCall {
  method: string;
  path: string;
}

interface MadeRefund {
  id: string;
  transactionId: string;
  amount: string;
  comment: string;
}

/**
 * Runs once a refund is made, before it is answered: `answer()` sends the 201 (resolving when it was
 * handed to the connection, or the connection is gone). The default answers at once.
 */
export type RefundHook = (refund: MadeRefund, answer: () => Promise<void>) => Promise<void>;

export interface MakeCommerceStandIn {
  /** `http://127.0.0.1:<port>/v1/`: the shop's MAKECOMMERCE_API_URL. */
  apiBase: string;
  calls: StandInCall[];
  refunds: MadeRefund[];
  /** `POST …/refunds` calls, of one transaction or of all. */
  refundCalls(transactionId?: string): number;
  /** Makes the transaction known (paid), so its reads and refunds answer. */
  paid(transactionId: string, orderId: string, amountCents: number): void;
  onRefund: RefundHook;
  close(): Promise<void>;
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

export async function startMakeCommerceStandIn(): Promise<MakeCommerceStandIn> {
  const calls: StandInCall[] = [];
  const refunds: MadeRefund[] = [];
  const transactions = new Map<string, { amountCents: number; orderId: string }>();
  const read = (message: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      message.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      message.on('end', () => resolve(text));
      message.on('error', () => resolve(text));
    });
  const statusOf = (transactionId: string) => {
    const paid = transactions.get(transactionId)?.amountCents ?? 0;
    const back = refunds
      .filter((refund) => refund.transactionId === transactionId)
      .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
    return back === 0 ? 'COMPLETED' : back >= paid ? 'REFUNDED' : 'PART_REFUNDED';
  };
  const listed = (refund: MadeRefund, createdAt: string) => ({
    id: refund.id,
    object: 'refund',
    transaction: { id: refund.transactionId },
    amount: refund.amount,
    comment: refund.comment,
    status: 'SETTLED',
    created_at: createdAt,
  });
  const createdAt = new Map<string, string>();
  /** Resolves once the answer was handed to the connection, or the connection is gone (its caller killed). */
  const send = (response: ServerResponse, status: number, body: unknown) =>
    new Promise<void>((resolve) => {
      response.once('finish', () => resolve());
      response.once('close', () => resolve());
      response.on('error', () => resolve());
      if (response.destroyed || response.socket?.destroyed) return resolve();
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });

  const standIn: MakeCommerceStandIn = {
    apiBase: '',
    calls,
    refunds,
    refundCalls: (transactionId) =>
      calls.filter(
        (call) =>
          call.method === 'POST' &&
          call.path.endsWith('/refunds') &&
          (transactionId === undefined ||
            call.path === `/v1/transactions/${encodeURIComponent(transactionId)}/refunds`),
      ).length,
    paid: (transactionId, orderId, amountCents) => transactions.set(transactionId, { orderId, amountCents }),
    onRefund: (_refund, answer) => answer(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = async (message: IncomingMessage, response: ServerResponse) => {
    const text = await read(message);
    const url = new URL(message.url ?? '/', 'http://stand-in');
    calls.push({ method: message.method ?? '', path: url.pathname });
    const refundPath = /^\/v1\/transactions\/([^/]+)\/refunds$/.exec(url.pathname);
    const transactionPath = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    if (message.method === 'POST' && refundPath) {
      const transactionId = decodeURIComponent(refundPath[1]!);
      if (!transactions.has(transactionId))
        return send(response, 404, { code: 1006, message: 'Transaction not found' });
      const body = JSON.parse(text) as { amount: string; comment: string };
      const refund: MadeRefund = {
        id: `mc-refund-${refunds.length + 1}`,
        transactionId,
        amount: body.amount,
        comment: body.comment,
      };
      refunds.push(refund);
      createdAt.set(refund.id, new Date().toISOString());
      return standIn.onRefund(refund, () =>
        send(response, 201, {
          ...listed(refund, createdAt.get(refund.id)!),
          transaction: { id: transactionId, status: statusOf(transactionId) },
        }),
      );
    }
    if (message.method === 'GET' && transactionPath) {
      const transactionId = decodeURIComponent(transactionPath[1]!);
      const transaction = transactions.get(transactionId);
      if (!transaction) return send(response, 404, { code: 1006, message: 'Transaction not found' });
      return send(response, 200, {
        id: transactionId,
        object: 'transaction',
        status: statusOf(transactionId),
        amount: decimal(transaction.amountCents),
        currency: 'EUR',
        reference: transaction.orderId,
      });
    }
    if (message.method === 'GET' && url.pathname === '/v1/refunds') {
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      return send(
        response,
        200,
        refunds.slice((page - 1) * perPage, page * perPage).map((refund) => listed(refund, createdAt.get(refund.id)!)),
      );
    }
    return send(response, 404, { code: 1000, message: 'Not found' });
  };
  const server: Server = createServer((message, response) => {
    handle(message, response).catch((error: unknown) => {
      process.stderr.write(`MakeCommerce stand-in: ${(error as Error).message}\n`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  return standIn;
}
