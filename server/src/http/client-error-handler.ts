import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from 'shared-contracts';
import { ERROR_STATUS } from './error-reply.js';

/**
 * Answers requests Node's HTTP parser rejects before Fastify sees them (headers or request line over
 * `maxHeaderSize`, broken syntax, timeouts) in the same `{status, message}` shape as every other error.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let statusCode = 400;
  let body: ErrorBody = { status: ERROR_STATUS.invalid, message: 'The request is not valid' };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    statusCode = 431;
    body = { status: ERROR_STATUS.headersTooLarge, message: 'The address or the headers are too large' };
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    statusCode = 408;
    body = { status: ERROR_STATUS.error, message: 'The request took too long' };
  }
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
