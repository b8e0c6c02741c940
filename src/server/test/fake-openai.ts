import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat completions server on 127.0.0.1 for the chat tests. A test scripts the answers in
 * order (`script`); once they run out the last one repeats. Every request's body is kept in `received`.
 */

export type TFakeAnswer = { status: number; body: string; delayMs?: number };

export type TReceivedMessage = {
  role: string;
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
};
export type TReceived = {
  auth: string | undefined;
  body: { model: string; messages: TReceivedMessage[]; tools?: { function: { name: string } }[] };
};

const completion = (message: Record<string, unknown>, finishReason: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: finishReason, message: { role: 'assistant', ...message } }],
  });

/** A 200 answer with this text as the reply (anything, to test malformed replies). */
export const textAnswer = (content: unknown, delayMs?: number): TFakeAnswer => ({
  status: 200,
  body: completion({ content }, 'stop'),
  ...(delayMs ? { delayMs } : {}),
});

let callIds = 0;
/**
 * A 200 answer calling tools: each call a name and its arguments, an object (sent as JSON) or the raw arguments text.
 */
export const toolCallAnswer = (...calls: { name: string; args: object | string }[]): TFakeAnswer => ({
  status: 200,
  body: completion(
    {
      content: null,
      tool_calls: calls.map((call) => {
        callIds += 1;
        return {
          id: `call_${callIds}`,
          type: 'function',
          function: {
            name: call.name,
            arguments: typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
          },
        };
      }),
    },
    'tool_calls',
  ),
});

export const createFakeOpenAi = async () => {
  let queue: TFakeAnswer[] = [textAnswer('Hello from the fake model.')];
  const received: TReceived[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** The answers to the next requests, in order; the last repeats. Clears what was received. */
    script(...answers: TFakeAnswer[]) {
      if (answers.length === 0) throw new Error('script at least one answer');
      queue = [...answers];
      received.length = 0;
    },
    /** The tool messages the model was sent in request `index` (0-based), each parsed from its JSON. */
    toolResults(index: number): Record<string, unknown>[] {
      const request = received[index];
      if (!request) throw new Error(`no request ${index} (received ${received.length})`);
      return request.body.messages
        .filter((m) => m.role === 'tool')
        .map((m) => JSON.parse(m.content ?? 'null') as Record<string, unknown>);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

export type TFakeOpenAi = Awaited<ReturnType<typeof createFakeOpenAi>>;
