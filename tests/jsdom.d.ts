// The slice of jsdom's API the build-output test uses (the package ships no types and
// @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
