// Every response waits for the whole tree (react-dom/static semantics): prerendered pages and the
// server-rendered not-found pages carry their full content, never a loading fallback. Static pages
// (ADR 0011) are rendered without React Router's hydration data: nothing on them would read it.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isStaticPage } from './static-pages.ts';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, entryContext: EntryContext) {
  const routerContext = isStaticPage(entryContext.staticHandlerContext.matches.map((match) => match.route.handle))
    ? withoutHydrationData(entryContext)
    : entryContext;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The context without the stream of loader data that ServerRouter writes into the page as inline
 * scripts for hydration. The stream is read to its end (and dropped) so its timers finish as usual.
 */
function withoutHydrationData(context: EntryContext): EntryContext {
  void context.serverHandoffStream?.pipeTo(new WritableStream()).catch(() => undefined);
  return { ...context, serverHandoffStream: undefined };
}
