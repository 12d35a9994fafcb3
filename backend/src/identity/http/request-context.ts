import type { Request } from 'express';

export const clientAddressOf = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';
