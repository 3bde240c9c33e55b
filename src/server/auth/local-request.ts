import type { IncomingMessage } from 'node:http';
import { LOCAL_HOSTNAMES } from '../config.ts';

// The local identity provider and the local sign-in mint tokens for whoever asks, so they answer only this machine:
// a request from a loopback address, addressed to a localhost name (a server listening on 0.0.0.0, as the e-2-e
// set-up does, is otherwise reachable from the network; the Host check also stops DNS rebinding).

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const NOT_LOCAL_MESSAGE =
  'The local identity provider only answers requests from this machine (localhost)';

export function isLocalRequest(incoming: IncomingMessage | undefined): boolean {
  const remote = incoming?.socket.remoteAddress;
  if (remote === undefined || !LOOPBACK.has(remote)) return false;
  const host = incoming?.headers.host ?? '';
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return LOCAL_HOSTNAMES.has(hostname.toLowerCase());
}
