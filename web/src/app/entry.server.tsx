// Every response waits for the whole tree (react-dom/static semantics): prerendered pages and the
// server-rendered not-found pages carry their full content, never a loading fallback. Static pages
// (ADR 0011) are rendered without React Router's hydration data: nothing on them would read it.
import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isStaticPage } from './static-pages.ts';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, entryContext: EntryContext) {
  const staticPage = isStaticPage(entryContext.staticHandlerContext.matches.map((match) => match.route.handle));
  const routerContext = staticPage ? withoutHydrationData(entryContext) : entryContext;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = staticPage ? new PassThrough() : lowPriorityModulePreloads();
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
 * React Router preloads every module a page hydrates with (<link rel="modulepreload">, hoisted into
 * the head), and browsers fetch module preloads at high priority, beside the stylesheet the first
 * paint waits for. Marked low priority they stop competing with it: on a slow phone connection the
 * calculator paints about a second sooner and hydrates as the modules arrive (issue 12). React marks
 * its own bootstrap modules the same way. Only the head is held back to rewrite; the rest streams.
 */
function lowPriorityModulePreloads(): Transform {
  const headEnd = Buffer.from('</head>');
  const rewrite = (html: Buffer) =>
    Buffer.from(html.toString('utf8').replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(headEnd);
      if (end === -1) return callback();
      // Up to </head> the text ends on a whole character; what follows goes on as it came.
      const rewritten = Buffer.concat([rewrite(head.subarray(0, end)), head.subarray(end)]);
      head = null;
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, head === null ? undefined : rewrite(head));
    },
  });
}
