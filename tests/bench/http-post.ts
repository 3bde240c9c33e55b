import http from 'node:http';

// POST through node:http on kept-alive sockets: about half the client CPU of fetch per small request, which on the
// bench's two cores is taken from the server it measures.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends the body and reads the whole answer; resolves with the status. */
export function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
