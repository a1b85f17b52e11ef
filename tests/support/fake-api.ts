/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A handler answers an envelope (code defaults to 200) or a raw Response. */
export type FakeHandler = (
  call: FakeCall,
) => { code?: number; result?: unknown; meta?: Record<string, unknown> } | Response | Promise<unknown>;

/**
 * An in-memory stand-in for the shop's `/api`, for unit tests of browser stores: routes are
 * 'METHOD /path' (a trailing `*` matches any rest), each answers the envelope `{ code, result, meta }`.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://shop.test');
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    let handler = routes[key];
    if (!handler) {
      const wildcard = Object.keys(routes).find((route) => route.endsWith('*') && key.startsWith(route.slice(0, -1)));
      if (wildcard) handler = routes[wildcard];
    }
    if (!handler) return json({ code: 404, result: 'Not found' });
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    const envelope = answer as { code?: number; result?: unknown; meta?: Record<string, unknown> };
    return json({
      code: envelope.code ?? 200,
      result: envelope.result,
      ...(envelope.meta ? { meta: envelope.meta } : {}),
    });
  };
  return {
    fetch,
    calls,
    /** The calls to one 'METHOD /path'. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

function json(body: { code: number; result?: unknown; meta?: unknown }): Response {
  return new Response(JSON.stringify(body), { status: body.code, headers: { 'content-type': 'application/json' } });
}
