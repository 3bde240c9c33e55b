import http from 'node:http';

// Requests through node:http on kept-alive sockets, the answer read as the bytes that came: about half the client
// CPU of fetch per small request, and no decompression of a full sync's gzip (fetch inflates it: 22–31 ms of the
// client's CPU per full sync of the demo fleet, against the server's 3–6 ms to send it). On the bench's two cores
// the client's CPU is taken from the server it measures; a fleet's tablets inflate on their own.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Reads the whole answer; a body cut off before its end fails as InBody, as readBody's does. */
function request(url: string, options: http.RequestOptions, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { ...options, agent }, (response) => {
      const cutOff = (cause?: unknown) =>
        reject(Object.assign(new Error('the body was cut off', { cause }), { name: 'InBody' }));
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', cutOff);
      // Closed before its end, whether or not an error was emitted (a settled promise ignores the second call).
      response.on('close', () => {
        if (!response.complete) cutOff();
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Sends the body and reads the whole answer; resolves with the status. */
export const post = (url: string, headers: Record<string, string>, body: string): Promise<number> =>
  request(url, { method: 'POST', headers }, body);

/** Reads the whole answer, compressed as it came; resolves with the status. */
export const get = (url: string, headers: Record<string, string>): Promise<number> =>
  request(url, { method: 'GET', headers });
