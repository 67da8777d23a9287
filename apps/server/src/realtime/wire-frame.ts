import type { ServerFrame } from '@app/contracts/realtime';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A server frame as the bytes of one unmasked, final WebSocket text frame (RFC 6455 §5.2):
 * encoded once, whatever the number of sockets it goes to.
 */
export type WireFrame = Buffer & { readonly __wireFrame: true };

export function wireFrame(frame: ServerFrame): WireFrame {
  const payload = Buffer.from(JSON.stringify(frame));
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const bytes = Buffer.allocUnsafe(headerLength + length);
  bytes[0] = 0x81; // FIN, text
  if (length < 126) bytes[1] = length;
  else if (length < 65_536) {
    bytes[1] = 126;
    bytes.writeUInt16BE(length, 2);
  } else {
    bytes[1] = 127;
    bytes.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(bytes, headerLength);
  return bytes as WireFrame;
}

/**
 * Writes the frame straight to the socket's connection: one write of shared bytes, where `send`
 * would frame the text anew for each socket. Safe because the server negotiates no compression,
 * so `ws` itself writes every frame to the connection at once, in order, and queues nothing.
 */
export function writeWireFrame(socket: WebSocket, frame: WireFrame): void {
  (socket as unknown as { _socket: Duplex })._socket.write(frame);
}
