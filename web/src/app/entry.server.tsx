// Every response waits for the whole tree (react-dom/static semantics): prerendered pages and the
// server-rendered not-found pages carry their full content, never a loading fallback. Static pages
// (ADR 0011) are rendered without React Router's hydration data: nothing on them would read it.
import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { holdScriptsUntilFirstPaint, holdsScriptsUntilFirstPaint } from './after-first-paint.ts';
import { isStaticPage } from './static-pages.ts';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, entryContext: EntryContext) {
  const handles = entryContext.staticHandlerContext.matches.map((match) => match.route.handle);
  const staticPage = isStaticPage(handles);
  const heldScripts = !staticPage && holdsScriptsUntilFirstPaint(handles);
  const routerContext = staticPage ? withoutHydrationData(entryContext) : entryContext;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = heldScripts ? scriptsHeldUntilFirstPaint() : new PassThrough();
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

/**
 * The calculator's document with its scripts held until the first paint (after-first-paint.ts). The
 * whole tree is ready before anything is sent (onAllReady), so buffering the document costs no time.
 */
function scriptsHeldUntilFirstPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, Buffer.from(holdScriptsUntilFirstPaint(Buffer.concat(chunks).toString('utf8'))));
    },
  });
}
